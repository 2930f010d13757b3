import { compareNames, foldForSearch, nameMatchesSearch } from '@amparo/shared-machines/patient';
import {
  overviewAttention,
  type ConsoleView,
  type PersonAttention,
  type PersonOverview,
} from '@amparo/shared-machines/records';
import { personName } from './personCounts';

/**
 * The console's list, as pure rules over the session's overview: each person with the name shown and
 * what needs attention at the console's minute, sorted by name; the people of the carer's view and
 * search; one page of them; and a person's neighbours in that list (the next and previous person).
 */

/** How many people one page of the console shows (two columns of six on a tablet). */
export const peoplePerPage = 12;

export interface ConsoleEntry {
  readonly person: PersonOverview;
  /** The name as the console shows it (personName). */
  readonly name: string;
  readonly attention: PersonAttention;
}

/** Who a person is, for ordering: her uid and registration name. */
export type PersonIdentity = Pick<PersonOverview, 'uid' | 'name'>;

/** Named people first, by name (Portuguese collation), then by uid; nameless people last. */
function comparePeople(a: PersonIdentity, b: PersonIdentity): number {
  const nameA = a.name?.trim() ?? '';
  const nameB = b.name?.trim() ?? '';
  if ((nameA === '') !== (nameB === '')) return nameA === '' ? 1 : -1;
  return compareNames(nameA, nameB) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);
}

/** Every person with what needs attention at `minuteOfDay` (the session's clock), sorted by name. */
export function consoleEntriesOf(
  people: readonly PersonOverview[],
  minuteOfDay: number,
): ConsoleEntry[] {
  return people
    .map((person) => ({
      person,
      name: personName(person.name),
      attention: overviewAttention(person, minuteOfDay),
    }))
    .sort((a, b) => comparePeople(a.person, b.person));
}

export interface ConsoleList {
  /** The people the console lists now: the view's, matching the search, sorted by name. */
  readonly shown: readonly ConsoleEntry[];
  /** The view shown: the carer's choice, or (until they choose) attention when anyone needs it. */
  readonly view: ConsoleView;
  /** How many people match the search in each view. */
  readonly attentionCount: number;
  readonly allCount: number;
}

/** The people of the view and the search (any word of the name, ignoring case and accents). */
export function consoleListOf(
  entries: readonly ConsoleEntry[],
  choice: { readonly search: string; readonly view: ConsoleView | null },
): ConsoleList {
  const view =
    choice.view ?? (entries.some((entry) => entry.attention.needsAttention) ? 'attention' : 'all');
  const found =
    foldForSearch(choice.search) === ''
      ? entries
      : entries.filter((entry) => nameMatchesSearch(entry.name, choice.search));
  const needing = found.filter((entry) => entry.attention.needsAttention);
  return {
    shown: view === 'attention' ? needing : found,
    view,
    attentionCount: needing.length,
    allCount: found.length,
  };
}

export interface ConsolePage<T> {
  readonly items: readonly T[];
  /** The page shown, from 1, kept within the pages there are. */
  readonly page: number;
  /** How many pages there are (at least 1). */
  readonly pages: number;
}

/** One page of `items` (`page` from 1; past the last page, the last). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  perPage: number = peoplePerPage,
): ConsolePage<T> {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const shown = Math.min(Math.max(1, Math.floor(page)), pages);
  return { items: items.slice((shown - 1) * perPage, shown * perPage), page: shown, pages };
}

export interface Neighbours {
  readonly previous: ConsoleEntry | null;
  readonly next: ConsoleEntry | null;
}

/**
 * The people before and after `person` in the console's list (sorted by name). A person the list no
 * longer holds (her doses just taken, in the attention view) still has the neighbours her name would
 * have there.
 */
export function neighboursOf(list: readonly ConsoleEntry[], person: PersonIdentity): Neighbours {
  const at = list.findIndex((entry) => entry.person.uid === person.uid);
  if (at !== -1) return { previous: list[at - 1] ?? null, next: list[at + 1] ?? null };
  const after = list.findIndex((entry) => comparePeople(person, entry.person) < 0);
  const insertion = after === -1 ? list.length : after;
  return { previous: list[insertion - 1] ?? null, next: list[insertion] ?? null };
}
