/**
 * The product's route table (docs/product.md: Addresses and screens) as data, and the one function that decides, for an address,
 * which application and screen are active. root-config activates micro-frontends with it, each
 * micro-frontend picks its screen with it, links are built with `pathFor`.
 *
 * Signed out, only login and registration exist: `/registar{suffix}` is the registration screen (the
 * shell checks the suffix against `registrationCodes/{suffix}`), every other address is the login.
 * Signed in, the product's routes apply, `{secret}` suffix forms included; any other address — a suffix
 * that is not the secret, an unknown path, `/login` — is home (the `*` fallback). A person's session
 * that may not open the carers' area gets the 'carersAreaClosed' screen at those addresses (and at a
 * carer's `/pessoas…`), which says why. The privacy notice (`/privacidade`) opens for everyone: signed
 * out, a person, a carer, an account that is neither.
 */
import type { AccountKind } from '../domain/account';
import { isValidKey } from '../domain/rtdbKeys';

export type AppName = 'shell' | 'calls' | 'health' | 'games' | 'admin';

export type ScreenId =
  | 'login'
  | 'registration'
  | 'home'
  | 'videos'
  | 'calls'
  | 'health'
  | 'gamesHub'
  | 'solitaire'
  | 'ticTacToe'
  | 'adminContacts'
  | 'adminAddContact'
  | 'adminEditContact'
  | 'adminAppointments'
  | 'adminAddAppointment'
  | 'adminEditAppointment'
  | 'adminMedications'
  | 'adminAddMedication'
  | 'adminEditMedication'
  | 'carerConsole'
  | 'carerRegisterPerson'
  | 'noAccess'
  | 'carersAreaClosed'
  | 'privacyNotice'
  | 'myAccessLog'
  | 'carerAccessLog'
  | 'carerPersonExport';

export interface RouteContext {
  readonly signedIn: boolean;
  /** The ProBrancaSec value, once loaded (null while unknown or signed out). */
  readonly secret: string | null;
  /**
   * Whether a person's session may open the carers' area (their own records, under the product's
   * addresses): only one that came in through an address carrying the association's code. Pass false
   * and those addresses fall back to home; the default (true) is the product's open table.
   */
  readonly adminAllowed?: boolean;
  /**
   * Which kind of account is signed in (domain/account). A person (the default) gets the product's routes;
   * a carer gets the console (`/pessoas`), a new person's registration (`/pessoas/nova`) and the carers'
   * screens of each person they follow (`/pessoas/{uid}/mostrarcontactos`, …), every other address being
   * the console; an account that is neither gets the 'no access' screen at every address.
   */
  readonly account?: AccountKind;
}

export interface RouteMatch {
  readonly app: AppName;
  readonly screen: ScreenId;
  /** The address is one of the table's `{secret}` suffix forms, with the right secret. */
  readonly secretInPath: boolean;
  /** On a carer's screens of one person: that person's uid (from `/pessoas/{uid}/…`). */
  readonly person?: string;
}

export interface RouteDefinition {
  /** Lower-case path, as docs/product.md writes it. */
  readonly path: string;
  readonly screen: ScreenId;
  readonly app: AppName;
  /** `${path}{secret}` is the same screen (for home, `/{secret}`). */
  readonly secretSuffix: boolean;
}

export const signedInRoutes: readonly RouteDefinition[] = [
  { path: '/', screen: 'home', app: 'shell', secretSuffix: true },
  { path: '/chamadas', screen: 'calls', app: 'calls', secretSuffix: true },
  { path: '/calendario', screen: 'health', app: 'health', secretSuffix: true },
  { path: '/videos', screen: 'videos', app: 'shell', secretSuffix: true },
  { path: '/jogos', screen: 'gamesHub', app: 'games', secretSuffix: true },
  { path: '/solitario', screen: 'solitaire', app: 'games', secretSuffix: false },
  { path: '/jogogalo', screen: 'ticTacToe', app: 'games', secretSuffix: false },
  { path: '/mostrarcontactos', screen: 'adminContacts', app: 'admin', secretSuffix: false },
  { path: '/adicionarinformacoes', screen: 'adminAddContact', app: 'admin', secretSuffix: false },
  { path: '/userespec', screen: 'adminEditContact', app: 'admin', secretSuffix: false },
  { path: '/mostrarconsultas', screen: 'adminAppointments', app: 'admin', secretSuffix: false },
  { path: '/adicionarconsulta', screen: 'adminAddAppointment', app: 'admin', secretSuffix: false },
  { path: '/userconsultaespec', screen: 'adminEditAppointment', app: 'admin', secretSuffix: false },
  { path: '/mostrarmedicamentos', screen: 'adminMedications', app: 'admin', secretSuffix: false },
  {
    path: '/adicionarmedicamentos',
    screen: 'adminAddMedication',
    app: 'admin',
    secretSuffix: false,
  },
  { path: '/usermedicarespec', screen: 'adminEditMedication', app: 'admin', secretSuffix: false },
  // Who saw or changed the person's data (her carers' access log).
  { path: '/meusdados', screen: 'myAccessLog', app: 'shell', secretSuffix: false },
];

/** A carer's screens of one person that are not her records: `/pessoas/{uid}{path}`. */
const carerPersonRoutes: readonly RouteDefinition[] = [
  { path: '/acessos', screen: 'carerAccessLog', app: 'admin', secretSuffix: false },
  { path: '/exportar', screen: 'carerPersonExport', app: 'admin', secretSuffix: false },
];

/** Addresses every session opens the same, signed in or out, whatever the account. */
export const everyoneRoutes: readonly RouteDefinition[] = [
  { path: '/privacidade', screen: 'privacyNotice', app: 'shell', secretSuffix: false },
];

export const signedOutRoutes: readonly RouteDefinition[] = [
  { path: '/', screen: 'login', app: 'shell', secretSuffix: false },
  { path: '/login', screen: 'login', app: 'shell', secretSuffix: false },
  { path: '/registar', screen: 'registration', app: 'shell', secretSuffix: true },
];

const REGISTRATION_PREFIX = '/registar';
const HOME: RouteMatch = { app: 'shell', screen: 'home', secretInPath: false };
const LOGIN: RouteMatch = { app: 'shell', screen: 'login', secretInPath: false };
const NO_ACCESS: RouteMatch = { app: 'shell', screen: 'noAccess', secretInPath: false };
/** A carers' address in a person's session that may not open it: said so, never silently home. */
const CARERS_AREA_CLOSED: RouteMatch = {
  app: 'shell',
  screen: 'carersAreaClosed',
  secretInPath: false,
};
const CARER_CONSOLE: RouteMatch = { app: 'admin', screen: 'carerConsole', secretInPath: false };
const CARER_REGISTER_PERSON: RouteMatch = {
  app: 'admin',
  screen: 'carerRegisterPerson',
  secretInPath: false,
};

/** A carer's addresses: the console, a new person's registration, and each person's carers' screens. */
const CARER_PREFIX = '/pessoas';
const CARER_NEW_PERSON = '/pessoas/nova';

const RECORD_SCREENS: ReadonlySet<ScreenId> = new Set(
  signedInRoutes.filter((route) => route.app === 'admin').map((route) => route.screen),
);
const ADMIN_SCREENS: ReadonlySet<ScreenId> = new Set([
  ...RECORD_SCREENS,
  'carerConsole',
  'carerRegisterPerson',
  ...carerPersonRoutes.map((route) => route.screen),
]);

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The path without query or hash and without one trailing slash; never throws. */
function normalisePath(pathname: string): string {
  const text = typeof pathname === 'string' ? pathname : '';
  const end = text.search(/[?#]/);
  let path = end === -1 ? text : text.slice(0, end);
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

function startsWithIgnoringCase(text: string, prefix: string): boolean {
  return text.length >= prefix.length && text.slice(0, prefix.length).toLowerCase() === prefix;
}

/**
 * The suffix of a `/registar{suffix}` address, decoded, or null when there is none or it could not
 * name a database key (path characters and the like: the shell then shows the login, reading nothing).
 */
export function registrationSuffix(pathname: string): string | null {
  const path = normalisePath(pathname);
  if (!startsWithIgnoringCase(path, REGISTRATION_PREFIX)) return null;
  const suffix = safeDecode(path.slice(REGISTRATION_PREFIX.length));
  return suffix !== '' && isValidKey(suffix) ? suffix : null;
}

/** The carers' area: the record screens and, for a carer, the console and a new person's registration. */
export function isAdminScreen(screen: ScreenId): boolean {
  return ADMIN_SCREENS.has(screen);
}

/** The list, add and edit screens of contacts, appointments and medicines. */
export function isRecordScreen(screen: ScreenId): boolean {
  return RECORD_SCREENS.has(screen);
}

/** A carer's address: `/pessoas/nova`, `/pessoas/{uid}/{carers' screen}`, anything else the console. */
function matchCarerRoute(path: string): RouteMatch {
  const lowerPath = path.toLowerCase();
  if (lowerPath === CARER_NEW_PERSON) return CARER_REGISTER_PERSON;
  const segments = path.split('/');
  // ['', 'pessoas', '{uid}', '{screen}']
  if (segments.length === 4 && segments[1]?.toLowerCase() === CARER_PREFIX.slice(1)) {
    const person = safeDecode(segments[2] ?? '');
    const route = [...signedInRoutes, ...carerPersonRoutes].find(
      (candidate) =>
        candidate.app === 'admin' && candidate.path === `/${(segments[3] ?? '').toLowerCase()}`,
    );
    if (route && person !== '' && isValidKey(person))
      return { app: 'admin', screen: route.screen, secretInPath: false, person };
  }
  return CARER_CONSOLE;
}

export function matchRoute(pathname: string, context: RouteContext): RouteMatch {
  const path = normalisePath(pathname);
  const everyone = everyoneRoutes.find((route) => route.path === path.toLowerCase());
  if (everyone) return { app: everyone.app, screen: everyone.screen, secretInPath: false };
  if (!context.signedIn) {
    return registrationSuffix(path) === null
      ? LOGIN
      : { app: 'shell', screen: 'registration', secretInPath: false };
  }
  const account = context.account ?? 'person';
  if (account === 'none') return NO_ACCESS;
  if (account === 'carer') return matchCarerRoute(path);
  const lowerPath = path.toLowerCase();
  const adminAllowed = context.adminAllowed ?? true;
  const exact = signedInRoutes.find((route) => route.path === lowerPath);
  if (exact) {
    if (exact.app === 'admin' && !adminAllowed) return CARERS_AREA_CLOSED;
    return { app: exact.app, screen: exact.screen, secretInPath: false };
  }
  const secret = context.secret;
  if (secret) {
    for (const route of signedInRoutes) {
      if (!route.secretSuffix) continue;
      const base = route.path === '/' ? '/' : route.path;
      if (!startsWithIgnoringCase(path, base)) continue;
      const suffix = path.slice(base.length);
      if (suffix === secret || safeDecode(suffix) === secret) {
        return { app: route.app, screen: route.screen, secretInPath: true };
      }
    }
  }
  if (lowerPath === CARER_PREFIX || lowerPath.startsWith(`${CARER_PREFIX}/`))
    return CARERS_AREA_CLOSED;
  return HOME;
}

/**
 * The codes an address might carry in one of the table's `{secret}` suffix forms, to check one by one
 * against `registrationCodes/{code}` (the association's code is not readable by a person): for
 * `/chamadasABC`, 'ABC' (Chamadas) and 'chamadasABC' (home). None for the table's own paths, and only
 * suffixes that could name a database key.
 */
export function addressCodeCandidates(pathname: string): string[] {
  const path = normalisePath(pathname);
  const lowerPath = path.toLowerCase();
  if (
    signedInRoutes.some((route) => route.path === lowerPath) ||
    everyoneRoutes.some((route) => route.path === lowerPath) ||
    lowerPath.startsWith(`${CARER_PREFIX}/`) ||
    lowerPath === CARER_PREFIX
  )
    return [];
  const candidates: string[] = [];
  const bases = signedInRoutes
    .filter((route) => route.secretSuffix)
    .sort((a, b) => b.path.length - a.path.length);
  for (const route of bases) {
    if (!startsWithIgnoringCase(path, route.path)) continue;
    const suffix = safeDecode(path.slice(route.path.length));
    if (suffix !== '' && isValidKey(suffix) && !candidates.includes(suffix))
      candidates.push(suffix);
  }
  return candidates;
}

/** Whether an address carries this code in one of the route table's `{secret}` suffix forms. */
export function carriesCode(pathname: string | null, code: string | null): boolean {
  if (pathname === null || !code) return false;
  return matchRoute(pathname, { signedIn: true, secret: code }).secretInPath;
}

/** The bottom navigation entry highlighted on a screen (ProBranca is a dialog, never active). */
export type BottomNavSection = 'home' | 'calls' | 'health' | 'videos' | 'games';

export function bottomNavSection(screen: ScreenId): BottomNavSection | null {
  switch (screen) {
    case 'home':
      return 'home';
    case 'calls':
      return 'calls';
    case 'health':
      return 'health';
    case 'videos':
      return 'videos';
    case 'gamesHub':
    case 'solitaire':
    case 'ticTacToe':
      return 'games';
    default:
      return null;
  }
}

/** The admin navigation entry highlighted on an admin screen (docs/product.md: Addresses and screens: Contactos also on add contact). */
export type AdminNavSection = 'contacts' | 'appointments' | 'medications';

export function adminNavSection(screen: ScreenId): AdminNavSection | null {
  switch (screen) {
    case 'adminContacts':
    case 'adminAddContact':
    case 'adminEditContact':
      return 'contacts';
    case 'adminAppointments':
    case 'adminAddAppointment':
    case 'adminEditAppointment':
      return 'appointments';
    case 'adminMedications':
    case 'adminAddMedication':
    case 'adminEditMedication':
      return 'medications';
    default:
      return null;
  }
}

export interface PathOptions {
  /** For the privacy notice: the address its 'Voltar' leads back to (carried in the query string). */
  readonly returnTo?: string | null;
  /** Keep the secret in the address (suffix forms only; registration needs it). */
  readonly secret?: string | null;
  /** For edit screens: the record key, carried in the query string so it survives a reload. */
  readonly key?: string;
  /** For a carer's record screens: the person's uid, part of the address (`/pessoas/{uid}/…`). */
  readonly person?: string | null;
}

/** The address of a screen, for links and navigation. */
export function pathFor(screen: ScreenId, options: PathOptions = {}): string {
  const secret = options.secret ? encodeURIComponent(options.secret) : '';
  if (screen === 'login') return '/';
  if (screen === 'registration') return `${REGISTRATION_PREFIX}${secret}`;
  if (screen === 'carerConsole') return CARER_PREFIX;
  if (screen === 'carerRegisterPerson') return CARER_NEW_PERSON;
  if (screen === 'privacyNotice') return privacyNoticePath(options.returnTo ?? null);
  const personRoute = carerPersonRoutes.find((candidate) => candidate.screen === screen);
  if (personRoute)
    return options.person
      ? `${CARER_PREFIX}/${encodeURIComponent(options.person)}${personRoute.path}`
      : CARER_PREFIX;
  const route = signedInRoutes.find((candidate) => candidate.screen === screen);
  if (!route) return '/';
  let path = route.path;
  if (route.app === 'admin' && options.person)
    path = `${CARER_PREFIX}/${encodeURIComponent(options.person)}${route.path}`;
  if (route.secretSuffix && secret)
    path = route.path === '/' ? `/${secret}` : `${route.path}${secret}`;
  if (options.key !== undefined && isEditScreen(screen))
    path += `?key=${encodeURIComponent(options.key)}`;
  return path;
}

const RETURN_PARAMETER = 'voltar';
/** Any address on the platform's own origin, to tell a path from a link elsewhere. */
const OWN_ORIGIN = 'https://amparo.invalid';

/** `/privacidade`, with `?voltar=<returnTo>` when there is a path to go back to. */
function privacyNoticePath(returnTo: string | null): string {
  const base = everyoneRoutes.find((route) => route.screen === 'privacyNotice')?.path ?? '/';
  const back = returnTo === null ? null : platformPath(returnTo);
  return back === null ? base : `${base}?${RETURN_PARAMETER}=${encodeURIComponent(back)}`;
}

/**
 * A path on the platform (path and query), or null for anything else: another site (`//x`, `/\x`,
 * `https:`), control characters, an address too long, or the privacy notice itself.
 */
function platformPath(text: string): string | null {
  if (typeof text !== 'string' || text.length > 2000 || !text.startsWith('/')) return null;
  if (text.startsWith('//') || text.includes('\\') || /[\u0000-\u001f\u007f]/.test(text))
    return null;
  let url: URL;
  try {
    url = new URL(text, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== OWN_ORIGIN) return null;
  if (everyoneRoutes.some((route) => route.path === normalisePath(url.pathname).toLowerCase()))
    return null;
  return url.pathname + url.search;
}

/** Where the privacy notice's 'Voltar' leads (`?voltar=…`), or null: then to the start ('/'). */
export function returnPathFromSearch(search: string): string | null {
  let back: string | null;
  try {
    back = new URLSearchParams(typeof search === 'string' ? search : '').get(RETURN_PARAMETER);
  } catch {
    return null;
  }
  return back === null ? null : platformPath(back);
}

export function isEditScreen(screen: ScreenId): boolean {
  return (
    screen === 'adminEditContact' ||
    screen === 'adminEditAppointment' ||
    screen === 'adminEditMedication'
  );
}

/** The record key an edit screen's address carries (`?key=...`), or null when absent or not a valid database key. */
export function recordKeyFromSearch(search: string): string | null {
  let key: string | null;
  try {
    key = new URLSearchParams(typeof search === 'string' ? search : '').get('key');
  } catch {
    return null;
  }
  return key !== null && isValidKey(key) ? key : null;
}
