import { parseRemotesManifest, parseRuntimeConfig } from './runtimeManifest';

describe('parseRemotesManifest', () => {
  it('keeps each federation name and its entry URL', () => {
    expect(
      parseRemotesManifest({
        mf_shell: '/mf/mf-shell/remoteEntry.js',
        mf_calls: 'https://cdn.example.org/calls/remoteEntry.js',
      }),
    ).toEqual({
      mf_shell: '/mf/mf-shell/remoteEntry.js',
      mf_calls: 'https://cdn.example.org/calls/remoteEntry.js',
    });
  });

  it.each([
    ['an array', ['/mf/mf-shell/remoteEntry.js']],
    ['null', null],
    ['a string', 'mf_shell'],
    ['a name with a dash', { 'mf-shell': '/mf/mf-shell/remoteEntry.js' }],
    ['an empty URL', { mf_shell: '  ' }],
    ['a number for a URL', { mf_shell: 42 }],
  ])('refuses %s', (_case, value) => {
    expect(() => parseRemotesManifest(value)).toThrow(/remotes\.json/);
  });
});

describe('parseRuntimeConfig', () => {
  const firebase = {
    apiKey: 'fake-api-key',
    projectId: 'demo-amparo',
    databaseURL: 'http://127.0.0.1:9000/?ns=demo-amparo-default-rtdb',
  };
  const emulators = {
    authUrl: 'http://127.0.0.1:9099',
    databaseHost: '127.0.0.1',
    databasePort: 9000,
    firestoreHost: '127.0.0.1',
    firestorePort: 8080,
  };

  it('reads Firebase options, the emulators and the local Google account', () => {
    expect(
      parseRuntimeConfig({
        firebase,
        emulators,
        localGoogleAccount: { email: 'a@b.pt', name: 'A' },
      }),
    ).toEqual({
      firebase,
      emulators,
      localGoogleAccount: { email: 'a@b.pt', name: 'A' },
    });
  });

  it('reads a production document without emulators', () => {
    expect(parseRuntimeConfig({ firebase })).toEqual({ firebase });
  });

  it.each([
    ['no firebase object', {}],
    ['a firebase option that is not a string', { firebase: { ...firebase, apiKey: 1 } }],
    ['no project id', { firebase: { apiKey: 'k' } }],
    [
      'emulator ports that are not integers',
      { firebase, emulators: { ...emulators, databasePort: '9000' } },
    ],
    [
      'emulator hosts that are not strings',
      { firebase, emulators: { ...emulators, authUrl: null } },
    ],
  ])('refuses %s', (_case, value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(/amparo-runtime\.json/);
  });
});
