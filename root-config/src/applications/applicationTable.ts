/**
 * The single-spa applications of the platform: which remote module each one is, where it mounts and
 * when it is active. Which paths exist is decided by the route table in shared-machines (`matchRoute`):
 * this table only maps its answer (`app`) to applications.
 */

export type RouteApp = 'shell' | 'calls' | 'health' | 'games' | 'admin' | 'family';
export type ApplicationName = RouteApp | 'chrome';
export type RegionName = 'main' | 'chromeTop';

/** What activity depends on: whether the auth state is known, signed in, and the route's app. */
export interface ActivityState {
  readonly known: boolean;
  readonly signedIn: boolean;
  readonly routeApp: RouteApp | null;
}

export interface ApplicationDefinition {
  readonly name: ApplicationName;
  /** Federation name of the remote, a key of remotes.json. */
  readonly remote: string;
  readonly expose: string;
  readonly region: RegionName;
  readonly isActive: (state: ActivityState) => boolean;
}

function routeApplication(
  name: RouteApp,
  remote: string,
  expose = './lifecycles',
): ApplicationDefinition {
  return {
    name,
    remote,
    expose,
    region: 'main',
    isActive: (state) => state.known && state.routeApp === name,
  };
}

export const applicationTable: readonly ApplicationDefinition[] = [
  routeApplication('shell', 'mf_shell', './shell'),
  {
    name: 'chrome',
    remote: 'mf_shell',
    expose: './chrome',
    region: 'chromeTop',
    isActive: (state) => state.known && state.signedIn,
  },
  routeApplication('calls', 'mf_calls'),
  routeApplication('health', 'mf_health'),
  routeApplication('games', 'mf_games'),
  routeApplication('admin', 'mf_admin'),
  routeApplication('family', 'mf_family'),
];

/** The application that occupies #amparo-main in this state, if any. */
export function activeMainApplication(state: ActivityState): ApplicationDefinition | undefined {
  return applicationTable.find(
    (definition) => definition.region === 'main' && definition.isActive(state),
  );
}

/** The federation names the manifest must provide. */
export function requiredRemotes(): readonly string[] {
  return [...new Set(applicationTable.map((definition) => definition.remote))];
}
