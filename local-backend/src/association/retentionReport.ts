import type { RetentionRun, RetentionSetting } from './retentionOperations';
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

export function retentionShowReport(setting: RetentionSetting, target: string): string[] {
  return [
    `History kept on ${target}: ${setting.months} months (historyRetentionMonths in shared-machines/src/config/associationConfig.ts).`,
    `Today (Europe/Lisbon, on its clock): ${setting.today}; earliest day kept: ${setting.cutoff}.`,
    `\`retention apply\` removes the doses taken and the appointments dated before ${setting.cutoff}.`,
  ];
}

export function retentionApplyReport(run: RetentionRun, target: string): string[] {
  const trimmed = run.people.filter((person) => person.doseDays + person.appointments > 0);
  const totalDays = run.people.reduce((sum, person) => sum + person.doseDays, 0);
  const totalAppointments = run.people.reduce((sum, person) => sum + person.appointments, 0);
  const corrected = run.people.filter((person) => person.summaryCorrected).length;
  const lines = [
    `History kept on ${target}: ${run.months} months; today ${run.today}, earliest day kept ${run.cutoff}.`,
  ];
  for (const person of trimmed) {
    lines.push(
      `  ${uidPrefix(person.uid)}: ${doseDays(person.doseDays)}, ${appointments(person.appointments)} removed`,
    );
  }
  lines.push(
    trimmed.length === 0
      ? `Nothing to remove (${plural(run.people.length, 'person', 'people')}); ${summaries(corrected)} corrected.`
      : `Removed ${doseDays(totalDays)} and ${appointments(totalAppointments)} from ${trimmed.length} of ${plural(run.people.length, 'person', 'people')}; ${summaries(corrected)} corrected.`,
  );
  return lines;
}

export function summariesReport(rebuilt: SummariesRebuilt, target: string): string[] {
  return [
    `Summaries of ${plural(rebuilt.people, 'person', 'people')} on ${target}: ${rebuilt.corrected} corrected, ${rebuilt.people - rebuilt.corrected} already right.`,
  ];
}
