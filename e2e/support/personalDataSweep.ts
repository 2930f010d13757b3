/**
 * Where a browser session may leave personal data behind, swept for the demo association's seeded
 * names, e-mails, phone numbers, medicines and appointments (accents, case and separators ignored):
 * every console message (all levels, with its arguments serialised) and page error, every request's
 * address (websockets and frames included), every navigation, and at each checkpoint localStorage,
 * sessionStorage, document.cookie and IndexedDB. Requests to origins other than the platform's and its
 * local backend's are listed (with their bodies swept too).
 */
import type { BrowserContext, Page } from '@playwright/test';
import {
  anaAccount,
  buildPatientRecords,
  demoAccounts,
  ruiAccount,
} from '../../local-backend/src/seed/demoAssociation';
import type { platformFromEnv } from './localPlatform';

type LocalPlatform = ReturnType<typeof platformFromEnv>;

export type PersonalDataKind = 'nome' | 'e-mail' | 'telefone' | 'medicamento' | 'consulta';

export interface SeededItem {
  readonly kind: PersonalDataKind;
  /** What the failure message names instead of the value: its kind and initials. */
  readonly hint: string;
  readonly pattern: RegExp;
}

/** A place the sweep read: where (the channel and, for storage, the key), at which checkpoint, what. */
export interface SweptPlace {
  readonly where: string;
  readonly at: string;
  readonly text: string;
}

export interface Finding {
  readonly place: SweptPlace;
  readonly items: readonly SeededItem[];
}

/** Lower case, no accents, every run of other characters one space: 'Maria.Silva@…' → 'maria silva …'. */
function normalised(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ');
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function wordsPattern(value: string): RegExp {
  const words = normalised(value).trim().split(' ');
  return new RegExp(`(?<![a-z0-9])${words.join(' ')}(?![a-z0-9])`);
}

/** The digits with or without spaces between them, with or without Portugal's 351 before them. */
function phonePattern(phone: string): RegExp {
  const digits = phone.replace(/\D/g, '').split('');
  return new RegExp(`(?<![0-9])(?:351 ?)?${digits.join(' ?')}(?![0-9])`);
}

function initials(value: string): string {
  return value
    .split(/[\s.@]+/)
    .filter(Boolean)
    .map((word) => `${word[0]}…`)
    .join(' ');
}

/** '1 comprimido de Paracetamol 500 mg' → 'Paracetamol': what names the medicine without its dose. */
function medicineName(text: string): string {
  return text.replace(/^\d+\s+\S+\s+de\s+/i, '').replace(/\s+\d.*$/, '');
}

function item(kind: PersonalDataKind, value: string): SeededItem {
  return {
    kind,
    hint: `${kind} ${initials(value)}`,
    pattern: kind === 'telefone' ? phonePattern(value) : wordsPattern(value),
  };
}

/** Everything the demo seed (local-backend/src/seed/demoAssociation.ts) stores about people. */
export function seededPersonalData(): SeededItem[] {
  const records = buildPatientRecords(new Date());
  const accounts = [...demoAccounts, anaAccount, ruiAccount];
  const contacts = Object.values(records.contactos);
  const medicines = Object.values(records.medicamentos).map((medicine) => medicine.medicamento);
  return [
    ...accounts.map((account) => item('nome', account.name)),
    ...accounts.map((account) => item('e-mail', account.email)),
    ...contacts.map((contact) => item('nome', contact.contacto_Nome)),
    ...contacts.map((contact) => item('telefone', contact.contacto_telPesso)),
    ...medicines.map((medicine) => item('medicamento', medicine)),
    ...medicines.map((medicine) => item('medicamento', medicineName(medicine))),
    ...Object.values(records.consultas).map((consulta) => item('consulta', consulta.contacto_Nome)),
  ];
}

export function seededItemsIn(text: string, items: readonly SeededItem[]): SeededItem[] {
  const haystack = ` ${normalised(decoded(text))} `;
  return items.filter((candidate) => candidate.pattern.test(haystack));
}

/** The text with each seeded value replaced by its kind, cut short: safe to print in a failure. */
export function redacted(text: string, items: readonly SeededItem[]): string {
  let shown = normalised(decoded(text));
  // Longest first: an e-mail is replaced whole before the name inside it.
  const longestFirst = [...items].sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  for (const candidate of longestFirst)
    shown = shown.replace(new RegExp(candidate.pattern.source, 'g'), `[${candidate.kind}]`);
  return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
}

/**
 * The Firebase Auth SDK's own record of the signed-in user (its uid, e-mail and tokens): the platform
 * keeps the session across reloads with browserLocalPersistence (shared-machines/src/firebase/
 * firebaseAuthPort.ts), which stores it in localStorage under this prefix (the IndexedDB persistence
 * would use the database below). It is what signing in means on a tablet, and signing out removes it.
 */
export function isAuthSdkRecord(place: SweptPlace): boolean {
  return (
    (place.where.startsWith('localStorage ') && place.where.includes('firebase:authUser:')) ||
    (place.where.startsWith('IndexedDB firebaseLocalStorageDb') &&
      place.text.includes('firebase:authUser:'))
  );
}

/**
 * The person's own day kept on her tablet for a reload without network (the `amparo-local-copy`
 * database: shared-machines/src/firebase/indexedDbLocalCopyStore.ts), cleared on 'Sair'.
 */
export function isPersonsLocalCopy(place: SweptPlace): boolean {
  return place.where.startsWith('IndexedDB amparo-local-copy');
}

export interface ThirdPartyRequest {
  readonly at: string;
  readonly url: string;
}

export interface PersonalDataSweep {
  /**
   * Names what happened since the previous checkpoint (the console, requests, navigations: `label`)
   * and reads the page's address, frames, storage and cookies now.
   */
  checkpoint(label: string): Promise<void>;
  /** Every place read so far (console messages' arguments are serialised before it answers). */
  places(): Promise<readonly SweptPlace[]>;
  /** Requests to origins other than the platform's and its local backend's, with the step they came in. */
  thirdPartyRequests(): readonly ThirdPartyRequest[];
}

/** The page's origin, and the local backend's ports on this machine: the only places data may go. */
function isPlatformAddress(url: string, platform: LocalPlatform): boolean {
  if (!/^(https?|wss?):/.test(url)) return true;
  const address = new URL(url);
  if (address.origin === new URL(platform.baseURL).origin) return true;
  const backendPorts = Object.values(platform.ports).map(String);
  return (
    ['127.0.0.1', 'localhost'].includes(address.hostname) && backendPorts.includes(address.port)
  );
}

/** Serialises a console argument in the page: an error with its stack, anything else as JSON. */
function serialisedInPage(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message} ${value.stack ?? ''}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

interface StorageSnapshot {
  readonly local: [string, string][];
  readonly session: [string, string][];
  readonly cookie: string;
  readonly indexedDb: [string, string][];
}

async function readStorage(page: Page): Promise<StorageSnapshot> {
  return page.evaluate(async () => {
    const answer = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const indexedDb: [string, string][] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await answer(indexedDB.open(name));
      for (const storeName of Array.from(database.objectStoreNames)) {
        const store = database.transaction(storeName, 'readonly').objectStore(storeName);
        const [keys, values] = await Promise.all([
          answer(store.getAllKeys()),
          answer(store.getAll()),
        ]);
        indexedDb.push([`${name}/${storeName}`, JSON.stringify({ keys, values })]);
      }
      database.close();
    }
    return {
      local: Object.entries(localStorage),
      session: Object.entries(sessionStorage),
      cookie: document.cookie,
      indexedDb,
    };
  });
}

export function sweepPersonalData(
  context: BrowserContext,
  page: Page,
  platform: LocalPlatform,
): PersonalDataSweep {
  /** The steps between two checkpoints: named by the checkpoint that ends them. */
  interface Step {
    label: string;
  }
  const swept: { where: string; step: Step; text: string }[] = [];
  const pending: Promise<void>[] = [];
  const thirdParty: { step: Step; url: string }[] = [];
  let step: Step = { label: '' };
  const note = (where: string, text: string) => swept.push({ where, step, text });
  const labelOf = ({ label }: Step) => label || 'after the last checkpoint';

  page.on('console', (message) => {
    const where = `console ${message.type()}`;
    const during = step;
    // A third party the page tried to reach and its policy refused: no request event comes for it.
    const refused = /Content Security Policy/i.test(message.text())
      ? /'((?:https?|wss?):\/\/[^']+)'/.exec(message.text())?.[1]
      : undefined;
    if (refused !== undefined && !isPlatformAddress(refused, platform))
      thirdParty.push({ step, url: refused });
    pending.push(
      Promise.all(
        message.args().map((argument) => argument.evaluate(serialisedInPage).catch(() => '')),
      ).then((parts) => {
        swept.push({ where, step: during, text: [message.text(), ...parts].join(' ') });
      }),
    );
  });
  page.on('pageerror', (error) => note('page error', `${error.message} ${error.stack ?? ''}`));
  page.on('framenavigated', (frame) =>
    note(frame === page.mainFrame() ? 'navigation' : 'frame navigation', frame.url()),
  );
  page.on('websocket', (socket) => note('websocket address', socket.url()));
  context.on('request', (request) => {
    note('request address', request.url());
    if (isPlatformAddress(request.url(), platform)) return;
    thirdParty.push({ step, url: request.url() });
    note('third-party request body', request.postData() ?? '');
  });

  return {
    thirdPartyRequests: () =>
      thirdParty.map(({ step: during, url }) => ({ at: labelOf(during), url })),
    async checkpoint(label) {
      step.label = label;
      note('address bar', page.url());
      for (const frame of page.frames()) note('frame address', frame.url());
      const storage = await readStorage(page);
      for (const [key, value] of storage.local) note(`localStorage ${key}`, `${key} ${value}`);
      for (const [key, value] of storage.session) note(`sessionStorage ${key}`, `${key} ${value}`);
      note('document.cookie', storage.cookie);
      for (const [store, contents] of storage.indexedDb) note(`IndexedDB ${store}`, contents);
      step = { label: '' };
    },
    async places() {
      await Promise.all(pending);
      return swept.map(({ where, step: during, text }) => ({ where, at: labelOf(during), text }));
    },
  };
}

/** Every place holding seeded data, with what it holds. */
export function findingsIn(places: readonly SweptPlace[], items: readonly SeededItem[]): Finding[] {
  return places.flatMap((place) => {
    const found = seededItemsIn(place.text, items);
    return found.length > 0 ? [{ place, items: found }] : [];
  });
}

/** A place's name as printed: redacted only when it holds seeded data itself (a storage key). */
function shownPlace(where: string, items: readonly SeededItem[]): string {
  return seededItemsIn(where, items).length > 0 ? redacted(where, items) : where;
}

/** One line per finding: what (kind and initials), where, at which step, and the redacted text. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map(
      ({ place, items }) =>
        `${items.map((found) => found.hint).join(', ')} in ${shownPlace(place.where, items)} (at '${place.at}'): ${redacted(place.text, items)}`,
    )
    .join('\n');
}
