import { auditFields, recordIndexOfKey, type RecordKind } from '@amparo/shared-machines/records';

/**
 * Who the demo seed's records say wrote them. A save by anyone replaces it: the rules make a carer sign
 * a record with her own uid and a person save hers without any, so a record still signed by the seed is
 * one nobody has changed since it was seeded.
 */
export const demoSeedAuthor = {
  [auditFields.byUid]: 'amparo-dados-de-demonstracao',
  [auditFields.byName]: 'Dados de demonstração',
} as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The seed's writes to one of a person's lists, by key, so that seeding again never overwrites what a
 * person or a carer did: a seeded record is written when its key was never given out (its number is
 * above the list's counter) or when the stored record is still the seed's (signed by demoSeedAuthor:
 * then only what moves with the day, the appointments' dates, changes); a record changed since, or
 * deleted since (its number given out and no record there), is left as it is. `again` builds the
 * record to write over the seed's own stored one (by default the seeded one).
 */
export function seededRecordWrites<T extends object>(
  kind: RecordKind,
  seeded: Readonly<Record<string, T>>,
  storedList: unknown,
  counter: number,
  at: number,
  again: (seeded: T, stored: Record<string, unknown>) => T = (record) => record,
): Record<string, unknown> {
  const stored = isObject(storedList) ? storedList : {};
  const writes: Record<string, unknown> = {};
  for (const [key, record] of Object.entries(seeded)) {
    const held = stored[key];
    if (held === undefined || held === null) {
      const index = recordIndexOfKey(kind, key);
      if (index !== null && index > counter)
        writes[key] = { ...record, ...demoSeedAuthor, [auditFields.at]: at };
      continue;
    }
    if (!isObject(held) || held[auditFields.byUid] !== demoSeedAuthor[auditFields.byUid]) continue;
    const seededAt = held[auditFields.at];
    writes[key] = {
      ...again(record, held),
      ...demoSeedAuthor,
      [auditFields.at]: typeof seededAt === 'number' ? seededAt : at,
    };
  }
  return writes;
}
