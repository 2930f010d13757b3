import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { buttonClassName, type ButtonSize, type ButtonVariant } from '../button/buttonClassName';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconShapes';
import { useServices } from '../services/ServicesContext';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the platform, e.g. '/chamadas'. */
  readonly to: string;
  /** Give it the look of a button (it stays a link: it goes somewhere). */
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly fullWidth?: boolean;
  readonly icon?: IconName;
}

/**
 * A real <a href> (keyboard, touch, "open in new tab" all work) that navigates inside the
 * platform without reloading the page, through `services.navigate`.
 */
export function AppLink({
  to,
  variant,
  size,
  fullWidth,
  icon,
  className,
  onClick,
  children,
  ...rest
}: AppLinkProps) {
  const { navigate } = useServices();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target) return;
    event.preventDefault();
    navigate(to);
  };
  const classes = variant ? buttonClassName({ variant, size, fullWidth }, className) : className;
  return (
    <a href={to} className={classes} onClick={handleClick} {...rest}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </a>
  );
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
