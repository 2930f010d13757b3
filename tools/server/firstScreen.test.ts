import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  firstScreenFileOf,
  firstScreenFolderOf,
  firstScreenStyleHashes,
  inlineStyleHashes,
  parseFirstScreen,
  readFirstScreen,
  withFirstScreen,
  withoutFirstScreen,
} from './firstScreen';

const mounts = [
  ['/mf/mf-shell/', '/srv/shell'],
  ['/sections/', '/srv/sections'],
] as const;

describe("the shell's first screen beside its entry", () => {
  it.each([
    [{ mf_shell: '/mf/mf-shell/remoteEntry.js' }, '/srv/shell/first-screen.json'],
    [{ mf_shell: '/mf/mf-shell/remoteEntry.js?v=2' }, '/srv/shell/first-screen.json'],
    [
      { mf_shell: '/sections/mf-shell/7/remoteEntry.js' },
      '/srv/sections/mf-shell/7/first-screen.json',
    ],
    [{ mf_shell: 'http://127.0.0.1:9999/remoteEntry.js' }, null],
    [{ mf_shell: '//cdn.example/remoteEntry.js' }, null],
    [{ mf_shell: '/elsewhere/remoteEntry.js' }, null],
    [{ mf_shell: '/sections/../../etc/remoteEntry.js' }, null],
    [{ mf_shell: 42 }, null],
    [{}, null],
  ])('%j → %s', (manifest, expected) => {
    expect(firstScreenFileOf(manifest, mounts)).toBe(expected);
  });

  it('reads markup and styles; a missing, broken or odd file is no first screen', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'amparo-first-screen-'));
    mkdirSync(path.join(dir, 'ok'));
    writeFileSync(
      path.join(dir, 'ok', 'f.json'),
      JSON.stringify({ markup: '<p>x</p>', styles: 'p{}' }),
    );
    writeFileSync(path.join(dir, 'broken.json'), '{"markup": ');
    writeFileSync(path.join(dir, 'odd.json'), JSON.stringify({ markup: 1, styles: 'p{}' }));
    await expect(readFirstScreen(path.join(dir, 'ok', 'f.json'))).resolves.toEqual({
      markup: '<p>x</p>',
      styles: 'p{}',
    });
    await expect(readFirstScreen(path.join(dir, 'broken.json'))).resolves.toBeNull();
    await expect(readFirstScreen(path.join(dir, 'odd.json'))).resolves.toBeNull();
    await expect(readFirstScreen(path.join(dir, 'missing.json'))).resolves.toBeNull();
    await expect(readFirstScreen(null)).resolves.toBeNull();
  });
});

describe('the page with its first screen', () => {
  const page =
    '<html><head><title>Amparo</title></head><body><main id="amparo-main" tabindex="-1"><p>A carregar…</p></main></body></html>';

  it('puts the markup first in the main region and the styles at the end of the head', () => {
    expect(withFirstScreen(page, { markup: '<div id="d">$&</div>', styles: '.a{b:c}' })).toBe(
      '<html><head><title>Amparo</title><!--amparo-first-screen--><style id="amparo-first-screen-style">.a{b:c}</style>' +
        '<link rel="expect" href="#amparo-first-screen-parsed" blocking="render"><!--/amparo-first-screen--></head>' +
        '<body><main id="amparo-main" tabindex="-1"><!--amparo-first-screen--><div id="d">$&</div>' +
        '<span id="amparo-first-screen-parsed" hidden></span><!--/amparo-first-screen--><p>A carregar…</p></main></body></html>',
    );
  });

  it('replaces a screen put in before instead of adding a second one, and can take it out', () => {
    const once = withFirstScreen(page, { markup: '<div id="old"></div>', styles: '.old{}' });
    const twice = withFirstScreen(once, { markup: '<div id="new"></div>', styles: '.new{}' });
    expect(twice).toBe(withFirstScreen(page, { markup: '<div id="new"></div>', styles: '.new{}' }));
    expect(twice).not.toContain('old');
    expect(withoutFirstScreen(twice)).toBe(page);
    expect(withFirstScreen(once, null)).toBe(page);
  });

  it('never lets the styles close their element early', () => {
    const html = withFirstScreen(page, { markup: '', styles: 'a{}</STYLE><script>x()</script>' });
    expect(html).toContain('>a{}<\\/STYLE><script>x()</script></style><link rel="expect"');
    expect(html.match(/<\/style>/gi)).toHaveLength(1);
  });

  it("puts the live login's script after the markup, inert in a template, from the shell's folder", () => {
    const screen = {
      markup: '<div id="d"></div>',
      styles: '',
      script: 'live-first-screen.0a1b2c3d.js',
    };
    expect(withFirstScreen(page, screen, '/mf/mf-shell/')).toContain(
      '<div id="d"></div><span id="amparo-first-screen-parsed" hidden></span>' +
        '<template id="amparo-live-first-screen"><script id="amparo-live-first-screen-script" ' +
        'src="/mf/mf-shell/live-first-screen.0a1b2c3d.js"></script></template><!--/amparo-first-screen-->',
    );
    expect(withFirstScreen(page, screen)).not.toContain('<script');
  });

  it.each([
    ['/mf/mf-shell/remoteEntry.js?v=2', '/mf/mf-shell/'],
    ['https://cdn.example/mf-shell/remoteEntry.js', null],
    ['//cdn.example/remoteEntry.js', null],
  ])("the shell's folder of %s is %s", (entry, folder) => {
    expect(firstScreenFolderOf({ mf_shell: entry })).toBe(folder);
  });

  it('names the live script only when it is a file name', () => {
    expect(
      parseFirstScreen(JSON.stringify({ markup: 'm', styles: 's', script: '../x.js"><b' })),
    ).toEqual({ markup: 'm', styles: 's' });
    expect(
      parseFirstScreen(JSON.stringify({ markup: 'm', styles: 's', script: 'live.1.js' })),
    ).toEqual({ markup: 'm', styles: 's', script: 'live.1.js' });
  });

  it('leaves the page as it is without a first screen or without the main region', () => {
    expect(withFirstScreen(page, null)).toBe(page);
    const bare = '<html><head></head><body></body></html>';
    expect(withFirstScreen(bare, { markup: '<p>x</p>', styles: '' })).toBe(bare);
  });
});

describe("the policy's sources for the page's inline styles", () => {
  const page = '<html><head></head><body><main id="amparo-main"></main></body></html>';

  it.each([['.a{b:c}'], ['a{}</style><p>'], ['']])(
    'the hash given for %j is the hash of the <style> the page holds',
    (styles) => {
      const screen = { markup: '<div></div>', styles };
      expect(inlineStyleHashes(withFirstScreen(page, screen))).toEqual(
        firstScreenStyleHashes(screen),
      );
    },
  );

  it('no screen, no source; a page with no <style>, none', () => {
    expect(firstScreenStyleHashes(null)).toEqual([]);
    expect(inlineStyleHashes(page)).toEqual([]);
  });
});
