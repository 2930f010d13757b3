import { iconShapes, type IconName, type IconShape } from './iconShapes';

export interface IconProps {
  readonly name: IconName;
  /** The filled variant marks the current entry of a navigation bar (more than a colour change). */
  readonly filled?: boolean;
  readonly className?: string;
}

/**
 * A decorative inline SVG: always placed beside a word, so it is hidden from assistive technology.
 * Sized in `em`, so it follows the text it accompanies.
 */
export function Icon({ name, filled = false, className }: IconProps) {
  const { shape, details }: IconShape = iconShapes[name];
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      data-filled={filled ? 'true' : undefined}
      className={className}
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <g fill={filled ? 'currentColor' : 'none'}>{shape}</g>
      {details ? (
        <g stroke={filled ? 'var(--amparo-surface, #ffffff)' : 'currentColor'}>{details}</g>
      ) : null}
    </svg>
  );
}
