import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';
/** 'large' is at least 64 px high (primary actions), 'normal' at least 48 px. */
export type ButtonSize = 'large' | 'normal';

export interface ButtonLook {
  readonly variant?: ButtonVariant;
  /** Defaults to 'large' for primary buttons and 'normal' for the others. */
  readonly size?: ButtonSize;
  readonly fullWidth?: boolean;
}

/** The class names that make a <button> or an <a> look like one of our buttons. */
export function buttonClassName(
  { variant = 'primary', size, fullWidth = false }: ButtonLook,
  extra?: string,
): string {
  const resolvedSize = size ?? (variant === 'primary' ? 'large' : 'normal');
  return [
    styles.button,
    styles[variant],
    resolvedSize === 'large' ? styles.large : undefined,
    fullWidth ? styles.fullWidth : undefined,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
