import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, localEmulatorSources } from '../server/contentSecurityPolicy.cjs';

// The record of processing (docs/privacy/record-of-processing.md) names every place personal data may
// be kept and every origin the page may reach. When the database gains a top-level node, Firestore a
// collection, or the page's policy an origin, this fails until the record says what it is.

const repoRoot = path.resolve(__dirname, '..', '..');
const record = readFileSync(path.join(repoRoot, 'docs/privacy/record-of-processing.md'), 'utf8');

/** Named in the record as code: `name`. */
function named(name: string): boolean {
  return record.includes(`\`${name}\``);
}

/** The database's top-level nodes; `$userRoot` is each person's `Newdata_{uid}`. */
function topLevelNodes(): string[] {
  const rules = JSON.parse(readFileSync(path.join(repoRoot, 'database.rules.json'), 'utf8')) as {
    rules: Record<string, unknown>;
  };
  return Object.keys(rules.rules)
    .filter((key) => !key.startsWith('.'))
    .map((key) => (key === '$userRoot' ? 'Newdata_{uid}' : key));
}

/** The collections firestore.rules opens (`match /users/{documentId}`; not the databases' own match). */
function firestoreCollections(): string[] {
  const rules = readFileSync(path.join(repoRoot, 'firestore.rules'), 'utf8');
  return [...rules.matchAll(/match \/(?!databases\/)([A-Za-z0-9_-]+)\/\{/g)].map(
    (match) => match[1] as string,
  );
}

/** Every source of a policy that is not a keyword or a hash: origins, schemes ('data:'). */
function origins(policy: string): string[] {
  return policy
    .split(';')
    .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
    .filter((source) => !source.startsWith("'"));
}

/** The policies the page is served with: on Firebase Hosting, and by the local server (emulators on any port). */
function policies(): string[] {
  const local = localEmulatorSources({ auth: 9099, database: 9000, firestore: 8080 });
  return [
    contentSecurityPolicy({ firebaseHosted: true }),
    contentSecurityPolicy({ firebaseHosted: true, forMeta: true }),
    contentSecurityPolicy({ connect: local }).replace(/:\d+(?=\s|;|$)/g, ':*'),
  ];
}

describe('the record of processing', () => {
  it.each(topLevelNodes())('names the database node %s', (node) => {
    expect(named(node)).toBe(true);
  });

  it.each(firestoreCollections())('names the Firestore collection %s', (collection) => {
    expect(record).toContain(`Firestore \`${collection}\``);
  });

  it.each([...new Set(policies().flatMap(origins))])("names the policy's origin %s", (origin) => {
    expect(named(origin)).toBe(true);
  });

  it('names each person’s records as Newdata_{uid}, and the nodes the design adds', () => {
    for (const node of ['Newdata_{uid}', 'consents', 'accessLog', 'Newdata_{uid}/resumo'])
      expect(named(node)).toBe(true);
  });

  it('reads what it checks (the tables are not empty)', () => {
    expect(topLevelNodes()).toEqual(expect.arrayContaining(['members', 'Newdata_{uid}']));
    expect(firestoreCollections()).toContain('users');
    expect(policies().flatMap(origins)).toContain('https://firestore.googleapis.com');
  });
});
