import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { Button } from '../button/Button';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconShapes';
import { dialogTexts } from '../texts/dialogTexts';
import styles from './Dialog.module.css';

export interface DialogProps {
  readonly open: boolean;
  /** Called for the close button, Escape and a click on the backdrop. */
  readonly onClose: () => void;
  /** The heading that names the dialog. */
  readonly title: string;
  readonly titleIcon?: IconName;
  /** Actions shown before the close button (e.g. a call). */
  readonly actions?: ReactNode;
  /** The close button's label; `dialogTexts.close` when none is given. */
  readonly closeLabel?: string;
  /** The close button's icon, saying what its label says (a cross unless closing means something else). */
  readonly closeIcon?: IconName;
  /** 'wide' for long lines (a name beside a phone number) that should not wrap on a tablet. */
  readonly width?: 'normal' | 'wide';
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * An accessible modal on the native <dialog> (showModal): named by its heading, focus moves to the
 * heading when it opens and back to where it was when it closes; Escape and the backdrop close it.
 * The parent owns `open` (a dialogs machine, usually).
 *
 * The dialog is never taller than the screen, and its heading and its row of actions (the close
 * button last) always stay in view: only the text between them scrolls, when it must (a short
 * screen, 200 % zoom). That text then takes the keyboard's focus too, so it can be scrolled without a
 * pointer.
 */
export function Dialog({
  open,
  onClose,
  title,
  titleIcon,
  actions,
  closeLabel = dialogTexts.close,
  closeIcon = 'close',
  width = 'normal',
  className,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const pointerDownOnBackdrop = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyContentRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const bodyScrolls = useScrollsInside(bodyRef, bodyContentRef) && open;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (!open) return undefined;
    const previouslyFocused = document.activeElement;
    returnFocusTo.current = previouslyFocused instanceof HTMLElement ? previouslyFocused : null;
    showModal(dialog);
    // Each opening starts at the top of its text (the <dialog> stays in the page while closed).
    if (bodyRef.current) bodyRef.current.scrollTop = 0;
    headingRef.current?.focus();
    return () => {
      closeDialog(dialog);
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target && target.isConnected) target.focus();
    };
  }, [open]);

  const requestClose = () => {
    if (open) onClose();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      requestClose();
    }
  };

  // A click whose press and release both land on the <dialog> element itself (not its content)
  // is a click on the backdrop.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === event.currentTarget && pointerDownOnBackdrop.current;
    pointerDownOnBackdrop.current = false;
    if (onBackdrop) requestClose();
  };

  return (
    // The backdrop click is a pointer shortcut only: Escape (onCancel) and the dialog's own buttons
    // close it from the keyboard, so the listeners on this non-interactive element are extra ways out.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={headingId}
      className={[styles.dialog, width === 'wide' ? styles.wide : undefined, className]
        .filter(Boolean)
        .join(' ')}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div
        className={[styles.content, bodyScrolls ? styles.bodyScrolls : undefined]
          .filter(Boolean)
          .join(' ')}
      >
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {titleIcon ? <Icon name={titleIcon} /> : null}
          {title}
        </h2>
        {/* Scrolls only when the screen is too short for it; then it is a named, focusable group. */}
        <div
          ref={bodyRef}
          className={styles.body}
          role={bodyScrolls ? 'group' : undefined}
          aria-labelledby={bodyScrolls ? headingId : undefined}
          tabIndex={bodyScrolls ? 0 : undefined}
        >
          <div ref={bodyContentRef}>{children}</div>
        </div>
        <div className={styles.actions}>
          {actions}
          <Button variant="secondary" icon={closeIcon} onClick={requestClose}>
            {closeLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}

/**
 * Whether the body's content is taller than the body shows (it scrolls inside): measured whenever
 * either changes size. Without ResizeObserver (jsdom), never.
 */
function useScrollsInside(
  bodyRef: RefObject<HTMLDivElement | null>,
  contentRef: RefObject<HTMLDivElement | null>,
): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const body = bodyRef.current;
    const content = contentRef.current;
    if (!body || !content || typeof ResizeObserver === 'undefined') return undefined;
    // A pixel of rounding is not scrolling.
    const observer = new ResizeObserver(() =>
      setScrolls(body.scrollHeight > body.clientHeight + 1),
    );
    observer.observe(body);
    observer.observe(content);
    return () => observer.disconnect();
  }, [bodyRef, contentRef]);
  return scrolls;
}

function showModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  // jsdom has no showModal(); the attribute gives the same accessibility tree there.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
