/**
 * The product's route table (docs/product.md: Addresses and screens) as data, and the one function that decides, for an address,
 * which application and screen are active. root-config activates micro-frontends with it, each
 * micro-frontend picks its screen with it, links are built with `pathFor`.
 *
 * The association's code (`ProBrancaSec`) ends some addresses: `{code}` below. Signed out, only login
 * and registration exist: `/registar{code}` is the registration screen (the shell checks the code
 * against `registrationCodes/{code}`), every other address is the login. Signed in, the product's
 * routes apply, their `{code}` forms included; any other address — one ending in something that is
 * not the association's code, an unknown path, `/login` — is home (the `*` fallback). A person's session
 * that may not open the carers' area gets the 'carersAreaClosed' screen at those addresses (and at a
 * carer's `/pessoas…`), which says why. The privacy notice (`/privacidade`) opens for everyone: signed
 * out, a person, a carer, an account that is neither. Once someone has signed in at the login's
 * addresses, the root replaces the address with that of the screen shown (`addressAfterSignIn`).
 */
import type { AccountKind } from '../domain/account';
import { isValidKey } from '../domain/rtdbKeys';

export type AppName = 'shell' | 'calls' | 'health' | 'games' | 'admin' | 'family';

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
  | 'family'
  | 'myFamily'
  | 'carerAccessLog'
  | 'carerPersonExport'
  | 'carerPersonFamily'
  | 'familyCircles'
  | 'invitationAcceptance';

export interface RouteContext {
  readonly signedIn: boolean;
  /** The association's code (`ProBrancaSec`), once the session knows it (null while unknown or signed out). */
  readonly associationCode: string | null;
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
  /** The address is one of the table's `{code}` forms, ending in the right association's code. */
  readonly associationCodeInPath: boolean;
  /** On a carer's screens of one person: that person's uid (from `/pessoas/{uid}/…`). */
  readonly person?: string;
}

export interface RouteDefinition {
  /** Lower-case path, as docs/product.md writes it. */
  readonly path: string;
  readonly screen: ScreenId;
  readonly app: AppName;
  /** `${path}{code}` (the association's code at the end) is the same screen (for home, `/{code}`). */
  readonly associationCodeSuffix: boolean;
}

export const signedInRoutes: readonly RouteDefinition[] = [
  { path: '/', screen: 'home', app: 'shell', associationCodeSuffix: true },
  { path: '/chamadas', screen: 'calls', app: 'calls', associationCodeSuffix: true },
  { path: '/calendario', screen: 'health', app: 'health', associationCodeSuffix: true },
  { path: '/videos', screen: 'videos', app: 'shell', associationCodeSuffix: true },
  { path: '/jogos', screen: 'gamesHub', app: 'games', associationCodeSuffix: true },
  { path: '/solitario', screen: 'solitaire', app: 'games', associationCodeSuffix: false },
  { path: '/jogogalo', screen: 'ticTacToe', app: 'games', associationCodeSuffix: false },
  {
    path: '/mostrarcontactos',
    screen: 'adminContacts',
    app: 'admin',
    associationCodeSuffix: false,
  },
  {
    path: '/adicionarinformacoes',
    screen: 'adminAddContact',
    app: 'admin',
    associationCodeSuffix: false,
  },
  { path: '/userespec', screen: 'adminEditContact', app: 'admin', associationCodeSuffix: false },
  {
    path: '/mostrarconsultas',
    screen: 'adminAppointments',
    app: 'admin',
    associationCodeSuffix: false,
  },
  {
    path: '/adicionarconsulta',
    screen: 'adminAddAppointment',
    app: 'admin',
    associationCodeSuffix: false,
  },
  {
    path: '/userconsultaespec',
    screen: 'adminEditAppointment',
    app: 'admin',
    associationCodeSuffix: false,
  },
  {
    path: '/mostrarmedicamentos',
    screen: 'adminMedications',
    app: 'admin',
    associationCodeSuffix: false,
  },
  {
    path: '/adicionarmedicamentos',
    screen: 'adminAddMedication',
    app: 'admin',
    associationCodeSuffix: false,
  },
  {
    path: '/usermedicarespec',
    screen: 'adminEditMedication',
    app: 'admin',
    associationCodeSuffix: false,
  },
  // Who saw or changed the person's data (her carers' access log).
  { path: '/meusdados', screen: 'myAccessLog', app: 'shell', associationCodeSuffix: false },
  { path: '/familia', screen: 'family', app: 'shell', associationCodeSuffix: false },
  { path: '/minhafamilia', screen: 'myFamily', app: 'shell', associationCodeSuffix: false },
];

/** A carer's screens of one person that are not her records: `/pessoas/{uid}{path}`. */
const carerPersonRoutes: readonly RouteDefinition[] = [
  { path: '/acessos', screen: 'carerAccessLog', app: 'admin', associationCodeSuffix: false },
  { path: '/exportar', screen: 'carerPersonExport', app: 'admin', associationCodeSuffix: false },
  { path: '/familia', screen: 'carerPersonFamily', app: 'admin', associationCodeSuffix: false },
];

/** Addresses every session opens the same, signed in or out, whatever the account. */
export const everyoneRoutes: readonly RouteDefinition[] = [
  { path: '/privacidade', screen: 'privacyNotice', app: 'shell', associationCodeSuffix: false },
];

export const signedOutRoutes: readonly RouteDefinition[] = [
  { path: '/', screen: 'login', app: 'shell', associationCodeSuffix: false },
  { path: '/login', screen: 'login', app: 'shell', associationCodeSuffix: false },
  { path: '/registar', screen: 'registration', app: 'shell', associationCodeSuffix: true },
  // A relative accepting an invitation to a person's family; the code rides in the fragment (`#code`),
  // never the path or the query, so that no server's log ever holds it.
  { path: '/convite', screen: 'invitationAcceptance', app: 'shell', associationCodeSuffix: false },
];

const REGISTRATION_PREFIX = '/registar';
const HOME: RouteMatch = { app: 'shell', screen: 'home', associationCodeInPath: false };
const LOGIN: RouteMatch = { app: 'shell', screen: 'login', associationCodeInPath: false };
const NO_ACCESS: RouteMatch = { app: 'shell', screen: 'noAccess', associationCodeInPath: false };
/** A relative's own section: the people whose circle she is in, at every address of her session. */
export const FAMILY_PATH = '/familia';
const FAMILY_CIRCLES: RouteMatch = {
  app: 'family',
  screen: 'familyCircles',
  associationCodeInPath: false,
};
/** A carers' address in a person's session that may not open it: said so, never silently home. */
const CARERS_AREA_CLOSED: RouteMatch = {
  app: 'shell',
  screen: 'carersAreaClosed',
  associationCodeInPath: false,
};
const CARER_CONSOLE: RouteMatch = {
  app: 'admin',
  screen: 'carerConsole',
  associationCodeInPath: false,
};
const CARER_REGISTER_PERSON: RouteMatch = {
  app: 'admin',
  screen: 'carerRegisterPerson',
  associationCodeInPath: false,
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
 * The association's code at the end of a `/registar{code}` address, decoded, or null when there is none or it could not
 * name a database key (path characters and the like: the shell then shows the login, reading nothing).
 */
export function registrationAssociationCode(pathname: string): string | null {
  const path = normalisePath(pathname);
  if (!startsWithIgnoringCase(path, REGISTRATION_PREFIX)) return null;
  const associationCode = safeDecode(path.slice(REGISTRATION_PREFIX.length));
  return associationCode !== '' && isValidKey(associationCode) ? associationCode : null;
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
      return { app: 'admin', screen: route.screen, associationCodeInPath: false, person };
  }
  return CARER_CONSOLE;
}

export function matchRoute(pathname: string, context: RouteContext): RouteMatch {
  const path = normalisePath(pathname);
  const everyone = everyoneRoutes.find((route) => route.path === path.toLowerCase());
  if (everyone) return { app: everyone.app, screen: everyone.screen, associationCodeInPath: false };
  if (!context.signedIn) {
    const signedOut = signedOutRoutes.find(
      (route) => route.screen === 'invitationAcceptance' && route.path === path.toLowerCase(),
    );
    if (signedOut) return { app: 'shell', screen: signedOut.screen, associationCodeInPath: false };
    return registrationAssociationCode(path) === null
      ? LOGIN
      : { app: 'shell', screen: 'registration', associationCodeInPath: false };
  }
  const account = context.account ?? 'person';
  if (account === 'none') return NO_ACCESS;
  // A relative opens her own section (mf-family) and nothing of a person's, whatever the address.
  if (account === 'family') return FAMILY_CIRCLES;
  if (account === 'carer') return matchCarerRoute(path);
  const lowerPath = path.toLowerCase();
  const adminAllowed = context.adminAllowed ?? true;
  const exact = signedInRoutes.find((route) => route.path === lowerPath);
  if (exact) {
    if (exact.app === 'admin' && !adminAllowed) return CARERS_AREA_CLOSED;
    return { app: exact.app, screen: exact.screen, associationCodeInPath: false };
  }
  const associationCode = context.associationCode;
  if (associationCode) {
    for (const route of signedInRoutes) {
      if (!route.associationCodeSuffix) continue;
      const base = route.path === '/' ? '/' : route.path;
      if (!startsWithIgnoringCase(path, base)) continue;
      const ending = path.slice(base.length);
      if (ending === associationCode || safeDecode(ending) === associationCode) {
        return { app: route.app, screen: route.screen, associationCodeInPath: true };
      }
    }
  }
  if (lowerPath === CARER_PREFIX || lowerPath.startsWith(`${CARER_PREFIX}/`))
    return CARERS_AREA_CLOSED;
  return HOME;
}

/** The login's own addresses: `/` and `/login`. */
const LOGIN_PATHS: ReadonlySet<string> = new Set(
  signedOutRoutes.filter((route) => route.screen === 'login').map((route) => route.path),
);
/** The screens someone lands on at the login's addresses once signed in, each with an address of its own. */
const LANDING_SCREENS: ReadonlySet<ScreenId> = new Set(['home', 'carerConsole', 'familyCircles']);

/**
 * Where the address must go once someone has signed in at one of the login's addresses (`/`, `/login`):
 * the address of the screen they are shown — home (`/`) for a person, the console (`/pessoas`) for a
 * carer, her own section (`/familia`) for a relative. Null when the address already is that screen's,
 * when it is not the login's, and for an account that is neither (its notice has no address). The caller
 * replaces the address (never pushes it): 'back' does not return to the login.
 */
export function addressAfterSignIn(pathname: string, context: RouteContext): string | null {
  if (!context.signedIn) return null;
  const path = normalisePath(pathname).toLowerCase();
  if (!LOGIN_PATHS.has(path)) return null;
  const { screen } = matchRoute(path, context);
  if (!LANDING_SCREENS.has(screen)) return null;
  const address = pathFor(screen);
  return address === path ? null : address;
}

/**
 * The association's codes an address might carry in one of the table's `{code}` forms, to check one by
 * one against `registrationCodes/{code}` (the association's code is not readable by a person): for
 * `/chamadasABC`, 'ABC' (Chamadas) and 'chamadasABC' (home). None for the table's own paths, and only
 * endings that could name a database key.
 */
export function associationCodeCandidates(pathname: string): string[] {
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
    .filter((route) => route.associationCodeSuffix)
    .sort((a, b) => b.path.length - a.path.length);
  for (const route of bases) {
    if (!startsWithIgnoringCase(path, route.path)) continue;
    const candidate = safeDecode(path.slice(route.path.length));
    if (candidate !== '' && isValidKey(candidate) && !candidates.includes(candidate))
      candidates.push(candidate);
  }
  return candidates;
}

/** Whether an address carries this association's code in one of the route table's `{code}` forms. */
export function carriesAssociationCode(
  pathname: string | null,
  associationCode: string | null,
): boolean {
  if (pathname === null || !associationCode) return false;
  return matchRoute(pathname, { signedIn: true, associationCode }).associationCodeInPath;
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
  /** For the privacy notice: the address its back link leads to (carried in the query string). */
  readonly returnTo?: string | null;
  /** Keep the association's code in the address (the `{code}` forms only; registration needs it). */
  readonly associationCode?: string | null;
  /** For edit screens: the record key, carried in the query string so it survives a reload. */
  readonly key?: string;
  /** For a carer's record screens: the person's uid, part of the address (`/pessoas/{uid}/…`). */
  readonly person?: string | null;
}

/** The address of a screen, for links and navigation. */
export function pathFor(screen: ScreenId, options: PathOptions = {}): string {
  const encodedCode = options.associationCode ? encodeURIComponent(options.associationCode) : '';
  if (screen === 'login') return '/';
  if (screen === 'registration') return `${REGISTRATION_PREFIX}${encodedCode}`;
  if (screen === 'carerConsole') return CARER_PREFIX;
  if (screen === 'carerRegisterPerson') return CARER_NEW_PERSON;
  if (screen === 'familyCircles') return FAMILY_PATH;
  const signedOut = signedOutRoutes.find((candidate) => candidate.screen === screen);
  if (signedOut && !signedOut.associationCodeSuffix) return signedOut.path;
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
  if (route.associationCodeSuffix && encodedCode)
    path = route.path === '/' ? `/${encodedCode}` : `${route.path}${encodedCode}`;
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
