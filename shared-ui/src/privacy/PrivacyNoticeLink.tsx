import { pathFor, privacyNoticeTexts } from '@amparo/shared-machines';
import type { ButtonVariant } from '../button/buttonClassName';
import { AppLink } from '../routing/AppLink';
import { useLocationPath } from '../routing/useLocationPath';
import styles from './PrivacyNoticeLink.module.css';

export interface PrivacyNoticeLinkProps {
  /** Give it a button's look (in a dialog's row of buttons); without, an underlined link. */
  readonly variant?: ButtonVariant;
  readonly className?: string;
  /** Told when it is followed (a dialog closes). */
  readonly onClick?: () => void;
}

/**
 * A link to the privacy notice (`privacyNoticeTexts.title`) from any screen, signed in or out. The
 * notice's way back leads to the address this link was followed from.
 */
export function PrivacyNoticeLink({ variant, className, onClick }: PrivacyNoticeLinkProps) {
  const here = useLocationPath();
  const classes = variant ? className : [styles.link, className].filter(Boolean).join(' ');
  return (
    <AppLink
      to={pathFor('privacyNotice', { returnTo: here })}
      variant={variant}
      icon="info"
      className={classes}
      onClick={onClick}
    >
      {privacyNoticeTexts.title}
    </AppLink>
  );
}
