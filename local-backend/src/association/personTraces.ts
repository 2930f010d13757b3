/**
 * Where a person is named in a JSON tree (the Realtime Database, the `users` documents, the accounts):
 * every key or string value holding her uid or one of her e-mails (case-insensitive), or equal to one
 * of her registered names (case, accents kept, spaces and letter case ignored). Pure: the export, the
 * erasure's plan and its final check all read the same answer.
 */
export interface PersonIdentity {
  readonly uid: string;
  /** In lower case. */
  readonly emails: readonly string[];
  readonly names: readonly string[];
}

export type TraceKind = 'uid' | 'email' | 'name';

export interface Trace {
  /** The keys from the tree's root to the key or value that names her. */
  readonly path: readonly string[];
  readonly at: 'key' | 'value';
  readonly names: TraceKind;
}

/** ' Maria  da SILVA ' → 'maria da silva'. */
export function normalizedName(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** What in `text` names the person, uid first; null when nothing does. */
export function mentionIn(text: string, identity: PersonIdentity): TraceKind | null {
  if (identity.uid !== '' && text.includes(identity.uid)) return 'uid';
  const lower = text.toLowerCase();
  if (identity.emails.some((email) => email !== '' && lower.includes(email))) return 'email';
  const name = normalizedName(text);
  if (name !== '' && identity.names.some((known) => normalizedName(known) === name)) return 'name';
  return null;
}

/** Every trace of the person in `tree`, in the tree's order (arrays by index). */
export function tracesIn(
  tree: unknown,
  identity: PersonIdentity,
  path: readonly string[] = [],
): Trace[] {
  if (typeof tree === 'string') {
    const names = mentionIn(tree, identity);
    return names === null ? [] : [{ path, at: 'value', names }];
  }
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, child]) => {
    const childPath = [...path, key];
    const names = mentionIn(key, identity);
    return [
      ...(names === null ? [] : [{ path: childPath, at: 'key' as const, names }]),
      ...tracesIn(child, identity, childPath),
    ];
  });
}

/** Whether `path` is `prefix` or below it. */
export function isUnder(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((key, index) => path[index] === key);
}

/** The value at `path` in `tree`, undefined when absent. */
export function valueAt(tree: unknown, path: readonly string[]): unknown {
  let node: unknown = tree;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
