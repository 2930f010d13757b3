import { pageAllowsSection, policyAllowsSection, sourceAllows } from './pagePolicy';

const page = new URL('https://amparo.example.org/');

describe('sourceAllows: one source of a policy against a section address', () => {
  it.each([
    ["'self'", 'https://amparo.example.org/sections/mf-calls/a/remoteEntry.js', true],
    ["'self'", 'https://calls.example.org/remoteEntry.js', false],
    ["'sha256-abc='", 'https://amparo.example.org/remoteEntry.js', false],
    ["'none'", 'https://amparo.example.org/remoteEntry.js', false],
    ['*', 'https://calls.example.org/remoteEntry.js', true],
    ['https:', 'https://calls.example.org/remoteEntry.js', true],
    ['https:', 'http://calls.example.org/remoteEntry.js', false],
    ['https://calls.example.org', 'https://calls.example.org/mf-calls/remoteEntry.js', true],
    ['https://calls.example.org', 'https://calls.example.org:8443/remoteEntry.js', false],
    ['https://calls.example.org', 'https://canary.example.org/remoteEntry.js', false],
    ['https://*.example.org', 'https://canary.example.org/remoteEntry.js', true],
    ['https://*.example.org', 'https://example.org/remoteEntry.js', false],
    ['calls.example.org', 'https://calls.example.org/remoteEntry.js', true],
    ['http://127.0.0.1:*', 'http://127.0.0.1:41234/remoteEntry.js', true],
    ['http://127.0.0.1:40000', 'http://127.0.0.1:41234/remoteEntry.js', false],
    ['http://calls.example.org', 'https://calls.example.org/remoteEntry.js', true],
    ['https://cdn.example.org/calls/', 'https://cdn.example.org/calls/remoteEntry.js', true],
    ['https://cdn.example.org/calls/', 'https://cdn.example.org/games/remoteEntry.js', false],
  ])('%s allows %s: %s', (source, address, allowed) => {
    expect(sourceAllows(source, new URL(address), page)).toBe(allowed);
  });
});

describe('policyAllowsSection: scripts, stylesheets and the update check', () => {
  const policy =
    "default-src 'self'; script-src 'self' 'sha256-x=' https://calls.example.org; style-src 'self' https://calls.example.org; connect-src 'self' https://calls.example.org ws://127.0.0.1:9000";

  it.each([
    ['a path on the site', '/sections/mf-calls/a/remoteEntry.js', true],
    ['an origin the policy names', 'https://calls.example.org/remoteEntry.js', true],
    ['an origin it does not', 'https://canary.example.org/remoteEntry.js', false],
  ])('%s', (_case, address, allowed) => {
    expect(policyAllowsSection(policy, address, page)).toBe(allowed);
  });

  it('needs all three: an origin allowed for scripts only is not enough', () => {
    expect(
      policyAllowsSection(
        "default-src 'self'; script-src 'self' https://calls.example.org",
        'https://calls.example.org/remoteEntry.js',
        page,
      ),
    ).toBe(false);
  });
});

describe("pageAllowsSection: the page's own <meta> policy", () => {
  afterEach(() => document.head.replaceChildren());

  it('allows what the page policy allows, and anything on a page without one', () => {
    expect(pageAllowsSection('https://calls.example.org/remoteEntry.js', document)).toBe(true);
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "default-src 'self'";
    document.head.append(meta);
    expect(pageAllowsSection('/mf/mf-calls/remoteEntry.js', document)).toBe(true);
    expect(pageAllowsSection('https://calls.example.org/remoteEntry.js', document)).toBe(false);
  });
});
