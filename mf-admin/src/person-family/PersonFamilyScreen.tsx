import { useId, useMemo } from 'react';
import { PageHeading } from '@amparo/shared-ui';
import {
  InviteRelative,
  RelativesList,
  type InviteRelativeTexts,
  type RelativesListTexts,
} from '@amparo/shared-ui/live-data';
import { personFamilyTexts as texts } from '../texts/personFamilyTexts';
import { DaySharedStatus } from './DaySharedStatus';
import styles from './PersonFamily.module.css';

export interface PersonFamilyScreenProps {
  /** The person's uid (from the address). */
  readonly person: string;
  /** Her registered name, as the banner shows it. */
  readonly personName: string;
  /** The carer signed in: she writes the invitations made here (`invitedBy`). */
  readonly carerUid: string;
}

/**
 * /pessoas/{uid}/familia: a person's family circle for her carer (personFamilyTexts.heading) — her
 * relatives, each removable after a question, an invitation made on her behalf, and whether she lets
 * them see her day (hers to decide: shown, not changed). The list and the invitation are shared-ui's,
 * as on her tablet. Only this person's circle is read (`circles/{person}/members`), never a list of
 * circles, so it costs the same for a carer of hundreds of people. The family's posts are not shown:
 * the rules keep them to her and her circle.
 */
export function PersonFamilyScreen({ person, personName, carerUid }: PersonFamilyScreenProps) {
  const relativesHeadingId = useId();
  const listTexts = useMemo<RelativesListTexts>(
    () => ({
      nobody: texts.nobody(personName),
      removeQuestion: (relative) => texts.removeQuestion(personName, relative),
    }),
    [personName],
  );
  const inviteTexts = useMemo<InviteRelativeTexts>(
    () => ({
      invitationCreated: texts.invitationCreated,
      accepted: (relative) => texts.accepted(personName, relative),
    }),
    [personName],
  );
  return (
    <div className={styles.screen}>
      <PageHeading icon="family" description={texts.intro(personName)}>
        {texts.heading}
      </PageHeading>
      <section className={styles.section} aria-labelledby={relativesHeadingId}>
        <h2 id={relativesHeadingId} className={styles.subheading}>
          {texts.relativesHeading}
        </h2>
        <RelativesList person={person} texts={listTexts} />
      </section>
      <InviteRelative key={person} person={person} writer={carerUid} texts={inviteTexts} />
      <DaySharedStatus person={person} personName={personName} />
      <p>{texts.postsNotShown(personName)}</p>
    </div>
  );
}
