import { cardNodes, carerOverviewRoot, carerRoot, memberRoot } from '@amparo/shared-machines';
import { userRoot } from '@amparo/shared-machines/records';
import type { Holdings } from './personHoldings';
import { actorFields } from './personNodes';
import type { PersonIdentity, Trace, TraceKind } from './personTraces';
import { mentionIn, tracesIn, valueAt } from './personTraces';

/**
 * The erasure's last step: in everything read again after it (the whole database, every `users`
 * document, every account), whatever still names the person by uid, e-mail or registered name. A
 * name that is another account's own (a homonym's registered name, the name beside another carer's
 * uid in a record) is not hers and does not count; a value equal to her name anywhere else does (a
 * contact in someone else's list with exactly her name is reported for a person to look at).
 * The places are said without anything personal: keys that are ids become '*'.
 */
export type TraceSource = 'database' | 'users' | 'accounts';

export interface RemainingTrace {
  readonly source: TraceSource;
  /** The masked path, e.g. 'accessLog/*\/*\/whoName'. */
  readonly place: string;
  readonly names: TraceKind;
}

type Tree = Readonly<Record<string, unknown>>;

function isAnotherAccountsName(
  source: TraceSource,
  tree: unknown,
  path: readonly string[],
  uid: string,
): boolean {
  const field = path[path.length - 1];
  const parent = path.slice(0, -1);
  const fieldIn = (name: string): unknown => valueAt(tree, [...parent, name]);
  if (source === 'users') return field === 'name' && fieldIn('uid') !== uid;
  if (source === 'accounts') {
    const account = valueAt(tree, path.slice(0, 1)) as Tree | undefined;
    return field === 'displayName' && account?.localId !== uid;
  }
  const [root, owner] = path;
  if (path.length === 3 && (root === memberRoot || root === carerRoot) && field === 'name')
    return owner !== uid;
  // A card's `membro/name` is its person's registered name, as in `members`:
  // `carerOverview/{carer}/{person}/membro/name`.
  if (root === carerOverviewRoot && path.length === 5 && path[3] === cardNodes.membership)
    return field === 'name' && path[2] !== uid;
  const pair = actorFields.find((fields) => fields.name === field);
  const actor = pair === undefined ? undefined : fieldIn(pair.uid);
  return typeof actor === 'string' && actor !== uid;
}

/** A key said without personal data: schema words stay, ids, dates and her identifiers become '*'. */
function maskedKey(key: string, identity: PersonIdentity): string {
  if (mentionIn(key, identity) !== null) return '*';
  const dataPrefix = userRoot('');
  if (key.startsWith(dataPrefix)) return `${dataPrefix}*`;
  return /^[A-Za-z][A-Za-z_]{0,23}$/.test(key) ? key : '*';
}

function remainingIn(
  source: TraceSource,
  tree: unknown,
  identity: PersonIdentity,
): RemainingTrace[] {
  return tracesIn(tree, identity)
    .filter(
      (trace: Trace) =>
        trace.names !== 'name' || !isAnotherAccountsName(source, tree, trace.path, identity.uid),
    )
    .map((trace) => ({
      source,
      place: trace.path.map((key) => maskedKey(key, identity)).join('/'),
      names: trace.names,
    }));
}

export function remainingTraces(holdings: Holdings, identity: PersonIdentity): RemainingTrace[] {
  return [
    ...remainingIn('database', holdings.tree, identity),
    ...remainingIn(
      'users',
      Object.fromEntries(holdings.usersDocuments.map((document) => [document.id, document.fields])),
      identity,
    ),
    ...remainingIn('accounts', holdings.accounts, identity),
  ];
}

/** 'database accessLog/*\/*\/whoName (name, 2)': each place once, with how many traces it holds. */
export function describeRemaining(remaining: readonly RemainingTrace[]): string[] {
  const places = new Map<string, number>();
  for (const trace of remaining) {
    const place = `${trace.source} ${trace.place} (${trace.names}`;
    places.set(place, (places.get(place) ?? 0) + 1);
  }
  return [...places].map(([place, count]) => `${place}, ${count})`);
}
