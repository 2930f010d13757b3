import { consoleTexts } from '../texts/consoleTexts';

export interface PersonCounts {
  readonly contact: number;
  readonly appointment: number;
  readonly medication: number;
}

/** How many records each list holds, in words, for a person's entry in the console (counts unknown: said so). */
export function describeCounts(counts: PersonCounts | null): string {
  return counts === null ? consoleTexts.countsUnknown : consoleTexts.counts(counts);
}

/** A person's name as the console shows it (never blank). */
export function personName(name: string | null): string {
  return name !== null && name.trim() !== '' ? name.trim() : consoleTexts.nameless;
}
