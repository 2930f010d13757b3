import {
  loopbackEntry,
  overridesCookie,
  overridesFromCookieHeader,
  overrideSources,
  requestedOverrides,
} from './devOverrides';

describe('development overrides', () => {
  it.each([
    ['http://localhost:8081/remoteEntry.js', 'http://localhost:8081/remoteEntry.js'],
    ['http://127.0.0.1:8081/remoteEntry.js', 'http://127.0.0.1:8081/remoteEntry.js'],
    ['https://[::1]:8443/remoteEntry.js', 'https://[::1]:8443/remoteEntry.js'],
    ['https://amparo.example.org/remoteEntry.js', null],
    ['http://localhost.example.org/remoteEntry.js', null],
    ['javascript:alert(1)', null],
    ['file:///etc/passwd', null],
    ['/mf/mf-calls/remoteEntry.js', null],
    ['', null],
  ])('loopbackEntry(%j) is %j', (value, expected) => {
    expect(loopbackEntry(value)).toBe(expected);
  });

  it('reads back what it wrote, and nothing from a malformed or foreign cookie', () => {
    const overrides = { mf_calls: 'http://127.0.0.1:8081/remoteEntry.js' };
    const cookie = overridesCookie(overrides, 4).split(';')[0];
    expect(overridesFromCookieHeader(`theme=dark; ${cookie}`)).toEqual(overrides);
    expect(overridesFromCookieHeader('amparo-dev-remotes=%7Bnot json')).toEqual({});
    expect(overridesFromCookieHeader('amparo-dev-remotes=%5B%5D')).toEqual({});
    expect(
      overridesFromCookieHeader(
        `amparo-dev-remotes=${encodeURIComponent(JSON.stringify({ mf_calls: 'https://evil.example/x.js', 'bad name': 'http://localhost:1/x.js' }))}`,
      ),
    ).toEqual({});
    expect(overridesFromCookieHeader(undefined)).toEqual({});
  });

  it('merges a new override with those set, names the refused ones, and resets all', () => {
    const current = { mf_health: 'http://localhost:8082/remoteEntry.js' };
    expect(
      requestedOverrides(
        new URLSearchParams({ mf_calls: 'http://localhost:8081/remoteEntry.js' }),
        current,
      ),
    ).toEqual({
      overrides: { ...current, mf_calls: 'http://localhost:8081/remoteEntry.js' },
      rejected: [],
    });
    expect(
      requestedOverrides(new URLSearchParams({ mf_calls: 'https://evil.example/x.js' }), current)
        .rejected,
    ).toEqual(['mf_calls']);
    expect(requestedOverrides(new URLSearchParams('reset'), current)).toEqual({
      overrides: {},
      rejected: [],
    });
  });

  it('allows the development server in the policy: its origin for scripts, ws for live reload', () => {
    expect(
      overrideSources({
        mf_calls: 'http://127.0.0.1:8081/remoteEntry.js',
        mf_games: 'https://localhost:8443/remoteEntry.js',
      }),
    ).toEqual([
      'http://127.0.0.1:8081',
      'ws://127.0.0.1:8081',
      'https://localhost:8443',
      'wss://localhost:8443',
    ]);
  });
});
