import type { MouseEvent, ReactNode } from 'react';
import { pathFor } from '@amparo/shared-machines';
import { invitationAcceptanceTexts } from '../texts/invitationAcceptanceTexts';
import { loginTexts as texts } from '../texts/loginTexts';
import { productTexts } from '../texts/productTexts';
import { WelcomeIllustration } from './WelcomeIllustration';
import styles from './LoginScreen.module.css';

export interface LoginLayoutProps {
  /** The association that gave the person their details (named in the instruction). */
  readonly providerName: string;
  /** The sign-in form. */
  readonly children: ReactNode;
  /**
   * The live screen's way to follow the link to an invitation's acceptance without reloading the page;
   * the page's HTML draws the same link, which then simply loads that address.
   */
  readonly onInvitationLink?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The login's page: a welcome on one side, the sign-in panel on the other (one column in portrait),
 * ending with the way in for a relative who was given an invitation's code.
 * Drawn by the live login screen and, at build time, into the page's HTML (first-screen/).
 */
export function LoginLayout({ providerName, children, onInvitationLink }: LoginLayoutProps) {
  return (
    <div className={styles.login}>
      <section className={styles.welcome} aria-labelledby="amparo-login-welcome">
        <WelcomeIllustration className={styles.illustration} />
        <h1 id="amparo-login-welcome" className={styles.welcomeHeading}>
          {texts.welcomeHeading}
        </h1>
        <p className={styles.welcomeText}>{texts.welcomeText}</p>
      </section>
      <section className={styles.panel} aria-labelledby="amparo-login-heading">
        <h2 id="amparo-login-heading" className={styles.productHeading}>
          {productTexts.name}
        </h2>
        <p className={styles.instruction}>{texts.instruction(providerName)}</p>
        {children}
        {/* A relative given an invitation's code makes her account there. */}
        <a
          href={pathFor('invitationAcceptance')}
          className={styles.invitationLink}
          onClick={onInvitationLink}
        >
          {invitationAcceptanceTexts.loginLink}
        </a>
      </section>
    </div>
  );
}
