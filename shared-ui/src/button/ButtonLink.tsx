import type { AnchorHTMLAttributes } from 'react';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/iconShapes';
import { linkTexts } from '../texts/linkTexts';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { buttonClassName, type ButtonLook } from './buttonClassName';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonLook {
  readonly href: string;
  readonly icon?: IconName;
}

/** A real link that looks like a button: for external pages and tel: links. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className,
  target,
  rel,
  children,
  ...rest
}: ButtonLinkProps) {
  const opensNewWindow = target === '_blank';
  const safeRel = opensNewWindow ? mergeRel(rel, ['noopener', 'noreferrer']) : rel;
  return (
    <a
      target={target}
      rel={safeRel}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      {...rest}
    >
      {icon ? <Icon name={icon} /> : null}
      {children}
      {opensNewWindow ? <VisuallyHidden> {linkTexts.opensInNewWindow}</VisuallyHidden> : null}
    </a>
  );
}

function mergeRel(rel: string | undefined, required: readonly string[]): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  for (const token of required) tokens.add(token);
  return [...tokens].join(' ');
}
