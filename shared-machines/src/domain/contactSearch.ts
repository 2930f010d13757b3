import type { ContactRecord, Keyed } from './recordTypes';
import { onFirstUse } from './onFirstUse';

/**
 * Chamadas' search: what is typed must be the start of a word of the name — any word, so 'Conceição'
 * finds 'Ana Conceição' as well as 'Ana' does — and never the middle of one ('ão' does not find
 * 'Conceição'). Case and accents are ignored: older users often skip accents, so 'jose' finds 'José'
 * and 'conceicao' finds 'Conceição'. A search of several words ('ana conc') runs on across the words
 * of the name. An empty search restores the full list. Results are sorted by name with Portuguese
 * collation.
 */

const portugueseCollator = onFirstUse(() => new Intl.Collator('pt-PT'));

/** Lower case, without accents (ç → c, ã → a), surrounding spaces removed and inner runs of spaces made one. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Folded names, remembered per record value: records are immutable and a new value arrives only when
 * the database changes, so each keystroke only looks for the search instead of folding 1,000 names again.
 */
const foldedNames = new WeakMap<ContactRecord, string>();

function foldedNameOf(contact: Keyed<ContactRecord>): string {
  let folded = foldedNames.get(contact.value);
  if (folded === undefined) {
    folded = foldForSearch(contact.value.contacto_Nome);
    foldedNames.set(contact.value, folded);
  }
  return folded;
}

/** Anything but a letter or a digit separates words: spaces, hyphens ('Côrte-Real'), apostrophes ('D'Ávila'). */
const wordSeparator = /[^\p{L}\p{N}]/u;

/** Whether a folded search occurs in a folded name where a word of the name starts. */
function matchesAtWordStart(foldedName: string, foldedSearch: string): boolean {
  for (
    let at = foldedName.indexOf(foldedSearch);
    at !== -1;
    at = foldedName.indexOf(foldedSearch, at + 1)
  ) {
    if (at === 0 || wordSeparator.test(foldedName.charAt(at - 1))) return true;
  }
  return false;
}

/**
 * Whether what was typed is the start of a word of the name, ignoring case and accents. An empty
 * search matches every name.
 */
export function nameMatchesSearch(name: string, search: string): boolean {
  const foldedSearch = foldForSearch(search);
  if (foldedSearch === '') return true;
  return matchesAtWordStart(foldForSearch(name), foldedSearch);
}

/** Compares two names as a Portuguese reader orders them (Álvaro, Ana, Ângela, Beatriz, Óscar, Zé). */
export function compareNames(a: string, b: string): number {
  return portugueseCollator().compare(a, b);
}

function compareContacts(a: Keyed<ContactRecord>, b: Keyed<ContactRecord>): number {
  const nameA = a.value.contacto_Nome.trim();
  const nameB = b.value.contacto_Nome.trim();
  if ((nameA === '') !== (nameB === '')) return nameA === '' ? 1 : -1;
  return compareNames(nameA, nameB) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** Contacts in name order (pt-PT collation), contacts without a name last; equal names in key order. */
export function sortContactsByName(
  contacts: readonly Keyed<ContactRecord>[],
): Keyed<ContactRecord>[] {
  return [...contacts].sort(compareContacts);
}

/** The contacts with a word of the name starting with the search, keeping the given order. */
export function filterContactsByName(
  contacts: readonly Keyed<ContactRecord>[],
  search: string,
): Keyed<ContactRecord>[] {
  const foldedSearch = foldForSearch(search);
  if (foldedSearch === '') return [...contacts];
  return contacts.filter((contact) => matchesAtWordStart(foldedNameOf(contact), foldedSearch));
}

/** What the Chamadas list shows for a search: the matching contacts, sorted by name. */
export function searchContacts(
  contacts: readonly Keyed<ContactRecord>[],
  search: string,
): Keyed<ContactRecord>[] {
  return sortContactsByName(filterContactsByName(contacts, search));
}
