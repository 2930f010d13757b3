import { changedRemotes, createSectionUpdates } from './sectionUpdates';
import type { SectionUpdateEffects } from './sectionUpdates';

const deployed = {
  mf_shell: '/mf/mf-shell/remoteEntry.js',
  mf_calls: '/mf/mf-calls/remoteEntry.js',
  mf_games: '/mf/mf-games/remoteEntry.js',
};

describe('changedRemotes', () => {
  const none = new Map<string, string | null>();
  it.each([
    ['nothing changed', deployed, none, none, []],
    [
      'a new address for one section',
      { ...deployed, mf_calls: 'https://cdn.example.org/calls/remoteEntry.js' },
      none,
      none,
      ['mf_calls'],
    ],
    [
      'the same address serving another file',
      deployed,
      new Map([['mf_games', '"a"']]),
      new Map([['mf_games', '"b"']]),
      ['mf_games'],
    ],
    ['the same file', deployed, new Map([['mf_games', '"a"']]), new Map([['mf_games', '"a"']]), []],
    [
      'a version that could not be read is no change',
      deployed,
      new Map([['mf_games', '"a"']]),
      new Map([['mf_games', null]]),
      [],
    ],
  ])('%s', (_case, current, loaded, now, expected) => {
    expect(changedRemotes(deployed, current, loaded, now)).toEqual(expected);
  });
});

function fakeEffects(overrides: Partial<SectionUpdateEffects> = {}) {
  const versions = new Map<string, string>();
  let manifest = { ...deployed };
  const effects = {
    fetchManifest: jest.fn(async () => manifest),
    fetchEntryVersion: jest.fn(async (entry: string) => versions.get(entry) ?? '"1"'),
    forgetRemote: jest.fn(async () => undefined),
    reloadPage: jest.fn(),
    mountedRemotes: jest.fn(() => new Set(['mf_shell'])),
    dialogOpen: jest.fn(() => false),
    pageAllows: jest.fn((entry: string) => !entry.startsWith('https://canary.example.org/')),
    ...overrides,
  };
  return {
    effects,
    deploy: (next: Partial<typeof deployed>) => (manifest = { ...manifest, ...next }),
    rebuild: (entry: string, version: string) => versions.set(entry, version),
  };
}

describe('createSectionUpdates: what a calm moment picks up', () => {
  it('changes nothing when nothing was deployed', async () => {
    const { effects } = fakeEffects();
    const updates = createSectionUpdates(deployed, effects);
    await updates.recordLoaded('mf_calls');
    expect(await updates.checkAtCalmMoment()).toBe('unchanged');
    expect(effects.forgetRemote).not.toHaveBeenCalled();
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it('forgets a section that is not on screen when the manifest points it elsewhere, without a reload', async () => {
    const { effects, deploy } = fakeEffects();
    const updates = createSectionUpdates(deployed, effects);
    deploy({ mf_calls: '/deploy/calls-2/remoteEntry.js' });
    expect(await updates.checkAtCalmMoment()).toBe('forgotten');
    expect(effects.forgetRemote).toHaveBeenCalledWith('mf_calls', '/deploy/calls-2/remoteEntry.js');
    expect(effects.reloadPage).not.toHaveBeenCalled();
    // Picked up once: the next calm moment has nothing new.
    expect(await updates.checkAtCalmMoment()).toBe('unchanged');
  });

  it('forgets a loaded section whose file changed at the same address', async () => {
    const { effects, rebuild } = fakeEffects();
    const updates = createSectionUpdates(deployed, effects);
    await updates.recordLoaded('mf_games');
    rebuild(deployed.mf_games, '"2"');
    expect(await updates.checkAtCalmMoment()).toBe('forgotten');
    expect(effects.forgetRemote).toHaveBeenCalledWith('mf_games', deployed.mf_games);
  });

  it('reloads the page for a changed section on screen (the shell), once no dialog is open', async () => {
    let dialog = true;
    const { effects, rebuild } = fakeEffects({ dialogOpen: jest.fn(() => dialog) });
    const updates = createSectionUpdates(deployed, effects);
    await updates.recordLoaded('mf_shell');
    rebuild(deployed.mf_shell, '"2"');
    expect(await updates.checkAtCalmMoment()).toBe('postponed');
    expect(effects.reloadPage).not.toHaveBeenCalled();
    dialog = false;
    expect(await updates.checkAtCalmMoment()).toBe('reloaded');
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
  });

  it("reloads the page for a section moved to an origin this page's policy does not allow, even off screen, once no dialog is open", async () => {
    let dialog = true;
    const { effects, deploy } = fakeEffects({ dialogOpen: jest.fn(() => dialog) });
    const updates = createSectionUpdates(deployed, effects);
    await updates.recordLoaded('mf_calls');
    deploy({ mf_calls: 'https://canary.example.org/calls/remoteEntry.js' });
    expect(await updates.checkAtCalmMoment()).toBe('postponed');
    dialog = false;
    expect(await updates.checkAtCalmMoment()).toBe('reloaded');
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
    expect(effects.forgetRemote).not.toHaveBeenCalled();
    // The page may not even ask that address: the new address is a change already.
    expect(effects.fetchEntryVersion).not.toHaveBeenCalledWith(
      'https://canary.example.org/calls/remoteEntry.js',
    );
  });

  it('forgets, without a reload, a section moved to another origin the policy already allows', async () => {
    const { effects, deploy } = fakeEffects();
    const updates = createSectionUpdates(deployed, effects);
    await updates.recordLoaded('mf_calls');
    deploy({ mf_calls: 'https://calls.example.org/remoteEntry.js' });
    expect(await updates.checkAtCalmMoment()).toBe('forgotten');
    expect(effects.forgetRemote).toHaveBeenCalledWith(
      'mf_calls',
      'https://calls.example.org/remoteEntry.js',
    );
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it('never asks for its version an address the page may not fetch', async () => {
    const canary = { ...deployed, mf_games: 'https://canary.example.org/games/remoteEntry.js' };
    const { effects } = fakeEffects({ fetchManifest: jest.fn(async () => canary) });
    const updates = createSectionUpdates(canary, effects);
    await updates.recordLoaded('mf_games');
    expect(await updates.checkAtCalmMoment()).toBe('unchanged');
    expect(effects.fetchEntryVersion).not.toHaveBeenCalled();
  });

  it('changes nothing when the manifest cannot be read', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { effects } = fakeEffects({
      fetchManifest: jest.fn(async () => {
        throw new Error('offline');
      }),
    });
    const updates = createSectionUpdates(deployed, effects);
    expect(await updates.checkAtCalmMoment()).toBe('unchanged');
    expect(effects.reloadPage).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('runs one check at a time', async () => {
    const { effects } = fakeEffects();
    const updates = createSectionUpdates(deployed, effects);
    await Promise.all([updates.checkAtCalmMoment(), updates.checkAtCalmMoment()]);
    expect(effects.fetchManifest).toHaveBeenCalledTimes(1);
  });
});
