import type { CardsTrimmed, RetentionRun, RetentionSetting } from './retentionOperations';
import type { SummariesRebuilt } from './summaryRebuild';

/**
 * What the retention and summary commands print: counts only, never a name, a medicine or an
 * appointment (health data never goes to a log); a person is named by the start of their uid.
 */

/** The start of a uid, enough to find the person in the console's data without printing who it is. */
export function uidPrefix(uid: string): string {
  return uid.length <= 6 ? uid : `${uid.slice(0, 6)}…`;
}

const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

const doseDays = (count: number): string =>
  plural(count, 'day of doses taken', 'days of doses taken');
const appointments = (count: number): string => plural(count, 'appointment', 'appointments');
const summaries = (count: number): string => plural(count, 'summary', 'summaries');
const cards = (count: number): string => plural(count, 'card', 'cards');

const cardsPart = (trimmed: CardsTrimmed): string =>
  `${doseDays(trimmed.doseDays)} and ${appointments(trimmed.appointments)} from ${cards(trimmed.cards)} in the carers' consoles`;

export function retentionShowReport(setting: RetentionSetting, target: string): string[] {
  return [
    `History kept on ${target}: ${setting.months} months (historyRetentionMonths in shared-machines/src/config/associationConfig.ts).`,
    `Today (Europe/Lisbon, on its clock): ${setting.today}; earliest day kept: ${setting.cutoff}.`,
    `\`retention apply\` removes the doses taken and the appointments dated before ${setting.cutoff}, and from the carers' cards what is dated before today.`,
  ];
}

export function retentionApplyReport(run: RetentionRun, target: string): string[] {
  const trimmed = run.people.filter((person) => person.doseDays + person.appointments > 0);
  const totalDays = run.people.reduce((sum, person) => sum + person.doseDays, 0);
  const totalAppointments = run.people.reduce((sum, person) => sum + person.appointments, 0);
  const fromCards = run.people.reduce<CardsTrimmed>(
    (sum, person) => ({
      cards: sum.cards + person.cards.cards,
      doseDays: sum.doseDays + person.cards.doseDays,
      appointments: sum.appointments + person.cards.appointments,
    }),
    run.otherCards,
  );
  const corrected = run.people.filter((person) => person.summaryCorrected).length;
  const familyPosts = run.people.reduce((sum, person) => sum + person.familyPosts, 0);
  const familyPhotos = run.people.reduce((sum, person) => sum + person.familyPhotos, 0);
  const lines = [
    `History kept on ${target}: ${run.months} months; today ${run.today}, earliest day kept ${run.cutoff}.`,
    ...(familyPosts > 0
      ? [
          `${plural(familyPosts, 'family post', 'family posts')} (photos and messages) sent before ${run.cutoff} removed${familyPhotos > 0 ? `, with ${plural(familyPhotos, 'photo file', 'photo files')}` : ''}.`,
        ]
      : []),
  ];
  for (const person of run.people) {
    const own = person.doseDays + person.appointments > 0;
    const onCards = person.cards.cards > 0;
    if (!own && !onCards) continue;
    const parts = [
      ...(own
        ? [`${doseDays(person.doseDays)}, ${appointments(person.appointments)} removed`]
        : []),
      ...(onCards ? [`${cardsPart(person.cards)}`] : []),
    ];
    lines.push(`  ${uidPrefix(person.uid)}: ${parts.join('; ')}`);
  }
  const removed = [
    ...(trimmed.length > 0
      ? [
          `${doseDays(totalDays)} and ${appointments(totalAppointments)} from ${trimmed.length} of ${plural(run.people.length, 'person', 'people')}`,
        ]
      : []),
    ...(fromCards.cards > 0 ? [cardsPart(fromCards)] : []),
  ];
  lines.push(
    removed.length === 0
      ? `Nothing to remove (${plural(run.people.length, 'person', 'people')}); ${summaries(corrected)} corrected.`
      : `Removed ${removed.join(', and ')}; ${summaries(corrected)} corrected.`,
  );
  return lines;
}

export function summariesReport(rebuilt: SummariesRebuilt, target: string): string[] {
  return [
    `Summaries of ${plural(rebuilt.people, 'person', 'people')} on ${target}: ${rebuilt.corrected} corrected, ${rebuilt.people - rebuilt.corrected} already right.`,
    `Cards in the carers' consoles: ${rebuilt.cards.written} written, ${rebuilt.cards.right} already right, ${rebuilt.cards.removed} removed; personCarers entries: ${rebuilt.personCarers.written} written, ${rebuilt.personCarers.removed} removed.`,
  ];
}

export function membersUpgradeReport(
  upgraded: { readonly members: number; readonly moved: number },
  target: string,
): string[] {
  return [
    `Memberships on ${target}: ${upgraded.members}; the registration code moved out of ${upgraded.moved} (into memberCodes), ${upgraded.members - upgraded.moved} already without it.`,
  ];
}
