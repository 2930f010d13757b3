import { firstScreenPreloads } from './runtimeDocuments';

describe('firstScreenPreloads: the shell fetched with the page', () => {
  it.each([
    [
      { mf_shell: '/mf/mf-shell/remoteEntry.js' },
      '<link rel="preload" href="/mf/mf-shell/remoteEntry.js" as="script" />',
    ],
    [
      { mf_shell: 'https://shell.example.org/remoteEntry.js?v=1&x=2' },
      '<link rel="preload" href="https://shell.example.org/remoteEntry.js?v=1&amp;x=2" as="script" />',
    ],
    [
      { mf_shell: '/x"><script>alert(1)</script>' },
      '<link rel="preload" href="/x&quot;>&lt;script>alert(1)&lt;/script>" as="script" />',
    ],
    [{ mf_shell: '//evil.example.org/remoteEntry.js' }, ''],
    [{ mf_shell: 'javascript:alert(1)' }, ''],
    [{ mf_shell: 42 }, ''],
    [{ mf_calls: '/mf/mf-calls/remoteEntry.js' }, ''],
  ])('%j → %s', (manifest, expected) => {
    expect(firstScreenPreloads(manifest)).toBe(expected);
  });
});
