import { activeMainApplication, applicationTable, requiredRemotes } from './applicationTable';
import type { ActivityState, RouteApp } from './applicationTable';

const activeNames = (state: ActivityState) =>
  applicationTable
    .filter((definition) => definition.isActive(state))
    .map((definition) => definition.name);

describe('application table', () => {
  it.each<[string, ActivityState, string[]]>([
    [
      'auth state unknown: nothing mounts (the root shows A carregar…)',
      { known: false, signedIn: false, routeApp: null },
      [],
    ],
    ['signed out at the login', { known: true, signedIn: false, routeApp: 'shell' }, ['shell']],
    ['signed in at home', { known: true, signedIn: true, routeApp: 'shell' }, ['shell', 'chrome']],
    [
      'signed in at Chamadas',
      { known: true, signedIn: true, routeApp: 'calls' },
      ['chrome', 'calls'],
    ],
    [
      'signed in at Saúde',
      { known: true, signedIn: true, routeApp: 'health' },
      ['chrome', 'health'],
    ],
    ['signed in at Jogos', { known: true, signedIn: true, routeApp: 'games' }, ['chrome', 'games']],
    [
      'signed in in the carers area',
      { known: true, signedIn: true, routeApp: 'admin' },
      ['chrome', 'admin'],
    ],
  ])('%s', (_case, state, expected) => {
    expect(activeNames(state)).toEqual(expected);
  });

  it.each<[RouteApp]>([['shell'], ['calls'], ['health'], ['games'], ['admin']])(
    'exactly one application occupies #amparo-main for %s',
    (routeApp) => {
      const state = { known: true, signedIn: true, routeApp };
      expect(
        applicationTable.filter(
          (definition) => definition.region === 'main' && definition.isActive(state),
        ),
      ).toHaveLength(1);
      expect(activeMainApplication(state)?.name).toBe(routeApp);
    },
  );

  it('maps every application to a remote module of the manifest', () => {
    expect(
      applicationTable.map(({ name, remote, expose }) => `${name} ← ${remote}/${expose}`),
    ).toEqual([
      'shell ← mf_shell/./shell',
      'chrome ← mf_shell/./chrome',
      'calls ← mf_calls/./lifecycles',
      'health ← mf_health/./lifecycles',
      'games ← mf_games/./lifecycles',
      'admin ← mf_admin/./lifecycles',
      'family ← mf_family/./lifecycles',
    ]);
    expect(requiredRemotes()).toEqual([
      'mf_shell',
      'mf_calls',
      'mf_health',
      'mf_games',
      'mf_admin',
      'mf_family',
    ]);
  });
});
