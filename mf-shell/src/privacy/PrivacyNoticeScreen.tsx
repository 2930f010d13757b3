import { useId } from 'react';
import {
  privacyNotice,
  returnPathFromSearch,
  type PrivacyNoticeSection,
} from '@amparo/shared-machines';
import { AppLink, PageHeading, useLocationPath, useServices } from '@amparo/shared-ui';
import { privacyTexts as texts } from '../texts/privacyTexts';
import styles from './PrivacyNoticeScreen.module.css';

/** Where privacyTexts.back leads: the address the notice was opened from (`?voltar=`), else the start. */
function backPath(address: string): string {
  const query = address.indexOf('?');
  return (query === -1 ? null : returnPathFromSearch(address.slice(query))) ?? '/';
}

function NoticeSection({ section }: { readonly section: PrivacyNoticeSection }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.text}>
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <ul className={styles.items}>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The privacy notice at /privacidade, for everyone (signed out too): the association's notice in large
 * text, section by section, its version, and a way back (privacyTexts.back) to where it was opened from.
 */
export function PrivacyNoticeScreen() {
  const { association } = useServices();
  const notice = privacyNotice(association);
  const back = backPath(useLocationPath());
  return (
    <div className={styles.screen}>
      <AppLink to={back} variant="secondary" icon="back">
        {texts.back}
      </AppLink>
      <article className={styles.notice}>
        <PageHeading icon="info" focusOnMount description={notice.versionText}>
          {notice.title}
        </PageHeading>
        {notice.sections.map((section) => (
          <NoticeSection key={section.heading} section={section} />
        ))}
      </article>
      <AppLink to={back} variant="primary" icon="back">
        {texts.back}
      </AppLink>
    </div>
  );
}
