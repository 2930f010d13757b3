import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyFirstScreen, applyHostedPolicy } from './hostedSite';

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'amparo-hosted-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function write(file: string, content: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

describe('a root on a static host', () => {
  it("writes the policy for a static host from the manifest: index.html's <meta> and firebase.json's header", () => {
    const manifest = write(
      path.join(work, 'site', 'remotes.json'),
      JSON.stringify({
        mf_shell: '/mf/mf-shell/remoteEntry.js',
        mf_calls: 'https://calls-canary.example.org/remoteEntry.js',
      }),
    );
    write(
      path.join(work, 'site', 'index.html'),
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"></head></html>`,
    );
    const firebaseJson = write(
      path.join(work, 'firebase.json'),
      JSON.stringify({
        hosting: [
          {
            target: 'root',
            headers: [
              { source: '/index.html', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
            ],
          },
        ],
      }),
    );
    const { header } = applyHostedPolicy(manifest, path.join(work, 'site'), firebaseJson);
    expect(header).toMatch(/script-src 'self' [^;]*https:\/\/calls-canary\.example\.org/);
    expect(header).toContain("frame-ancestors 'none'");
    const html = readFileSync(path.join(work, 'site', 'index.html'), 'utf8');
    expect(html).toContain('https://calls-canary.example.org');
    expect(html).not.toContain('frame-ancestors');
    const hosting = (
      JSON.parse(readFileSync(firebaseJson, 'utf8')) as {
        hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] }[];
      }
    ).hosting[0]!;
    expect(hosting.headers).toEqual([
      { source: '/index.html', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      { source: '**', headers: [{ key: 'Content-Security-Policy', value: header }] },
    ]);
    // Applied again (another switch), it replaces its own header rather than adding a second.
    applyHostedPolicy(manifest, path.join(work, 'site'), firebaseJson);
    expect(readFileSync(firebaseJson, 'utf8').match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it("puts the shell's login into a static host's index.html, once, and says what is wrong", () => {
    const site = path.join(work, 'site');
    const page =
      '<html><head><meta http-equiv="Content-Security-Policy" content=""><title>Amparo</title></head><body><main id="amparo-main" tabindex="-1"></main></body></html>';
    write(path.join(site, 'index.html'), page);
    const first = write(
      path.join(work, 'shell-1', 'first-screen.json'),
      JSON.stringify({ markup: '<div id="amparo-first-screen">um</div>', styles: '.a{}' }),
    );
    const second = write(
      path.join(work, 'shell-2', 'first-screen.json'),
      JSON.stringify({ markup: '<div id="amparo-first-screen">dois</div>', styles: '.b{}' }),
    );
    applyFirstScreen(site, first);
    applyFirstScreen(site, second);
    const html = readFileSync(path.join(site, 'index.html'), 'utf8');
    expect(html.match(/id="amparo-first-screen"/g)).toHaveLength(1);
    expect(html).toContain(
      '<main id="amparo-main" tabindex="-1"><!--amparo-first-screen--><div id="amparo-first-screen">dois</div>',
    );
    expect(html).toContain('.b{}');
    expect(html).not.toContain('.a{}');
    const firebaseJson = write(
      path.join(work, 'firebase.json'),
      JSON.stringify({ hosting: [{ target: 'root', public: 'site' }] }),
    );
    const manifest = write(path.join(work, 'remotes.json'), JSON.stringify({}));
    const { header } = applyHostedPolicy(manifest, site, firebaseJson);
    const styleSrc = header.split('; ').find((directive) => directive.startsWith('style-src '));
    expect(styleSrc).toMatch(/^style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(() => applyFirstScreen(site, path.join(work, 'missing.json'))).toThrow(
      /is not a shell build's first-screen\.json/,
    );
    write(path.join(work, 'bare', 'index.html'), '<html><head></head><body></body></html>');
    expect(() => applyFirstScreen(path.join(work, 'bare'), second)).toThrow(
      /has no <main id="amparo-main">/,
    );
  });
});
