import { useEffect, useState, type RefObject } from 'react';

/**
 * The platform's bottom navigation (mf-shell's chrome): fixed over the page's bottom on tablets. Found
 * by the accessible name mf-shell gives it, which must stay the same as mf-shell's.
 */
// eslint-disable-next-line no-restricted-syntax -- a selector for mf-shell's navigation by its name, not a text shown here
const bottomNavigationSelector = 'nav[aria-label="Navegação principal"]';

function measure(element: HTMLElement): number {
  const nav = document.querySelector(bottomNavigationSelector);
  const navIsFixed = nav instanceof HTMLElement && getComputedStyle(nav).position === 'fixed';
  const bottom = navIsFixed ? nav.getBoundingClientRect().top : window.innerHeight;
  // The element's top in the page, as if scrolled to the top: the space does not change as one scrolls.
  const top = element.getBoundingClientRect().top + window.scrollY;
  return Math.max(0, Math.floor(bottom - top));
}

/**
 * The height from an element's top to the top of the platform's bottom bar (or to the window's bottom
 * when the bar is part of the page, as at 200 % zoom), kept current as the window or the page's layout
 * changes. Hand-written: the space depends on the chrome of another micro-frontend, which CSS alone
 * cannot see. Null until measured.
 */
export function useSpaceBelow(ref: RefObject<HTMLElement | null>): number | null {
  const [space, setSpace] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const update = () => setSpace(measure(element));
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(document.documentElement);
    const nav = document.querySelector(bottomNavigationSelector);
    if (nav) observer?.observe(nav);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref]);
  return space;
}
