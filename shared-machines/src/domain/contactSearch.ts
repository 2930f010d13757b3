import type { ContactRecord, Keyed } from '../records/recordTypes';

/**
 * Chamadas' search (SPEC §5: case-insensitive prefix match on the name; an empty search restores the
 * full list), also accent-insensitive: older users often skip accents, so 'jose' finds 'José' and
 * 'antonio' finds 'António'. Results are sorted by name with Portuguese collation.
 */

const portugueseCollator = new Intl.Collator('pt-PT');

/** Lower case, without accents (ç → c, ã → a), surrounding spaces removed and inner runs of spaces made one. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Folded names, remembered per record value: records are immutable and a new value arrives only when
 * the database changes, so each keystroke compares prefixes instead of folding 1,000 names again.
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

/** Whether a name starts with what was typed, ignoring case and accents. An empty search matches every name. */
export function nameMatchesSearch(name: string, search: string): boolean {
  const foldedSearch = foldForSearch(search);
  if (foldedSearch === '') return true;
  return foldForSearch(name).startsWith(foldedSearch);
}

/** Compares two names as a Portuguese reader orders them (Álvaro, Ana, Ângela, Beatriz, Óscar, Zé). */
export function compareNames(a: string, b: string): number {
  return portugueseCollator.compare(a, b);
}

function compareContacts(a: Keyed<ContactRecord>, b: Keyed<ContactRecord>): number {
  const nameA = a.value.contacto_Nome.trim();
  const nameB = b.value.contacto_Nome.trim();
  if ((nameA === '') !== (nameB === '')) return nameA === '' ? 1 : -1;
  return compareNames(nameA, nameB) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** Contacts in name order (pt-PT collation), contacts without a name last; equal names in key order. */
export function sortContactsByName(contacts: readonly Keyed<ContactRecord>[]): Keyed<ContactRecord>[] {
  return [...contacts].sort(compareContacts);
}

/** The contacts whose name starts with the search, keeping the given order. */
export function filterContactsByName(contacts: readonly Keyed<ContactRecord>[], search: string): Keyed<ContactRecord>[] {
  const foldedSearch = foldForSearch(search);
  if (foldedSearch === '') return [...contacts];
  return contacts.filter((contact) => foldedNameOf(contact).startsWith(foldedSearch));
}

/** What the Chamadas list shows for a search: the matching contacts, sorted by name. */
export function searchContacts(contacts: readonly Keyed<ContactRecord>[], search: string): Keyed<ContactRecord>[] {
  return sortContactsByName(filterContactsByName(contacts, search));
}
