/**
 * Whether this page may load a section from an address: the page's Content-Security-Policy was made
 * from the manifest when the page was served (tools/server/contentSecurityPolicy.cjs), and cannot be
 * widened from inside the page. A section switched since to another origin can only be loaded by a
 * page served afresh. Read from the page's <meta> policy, which the server and `release policy` write
 * with the same sources as the header.
 */

/** What a section needs of the policy: its scripts, its stylesheets, the update check's HEAD. */
const sectionDirectives = ['script-src', 'style-src', 'connect-src'] as const;

const defaultPorts: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

function portOf(url: URL): string {
  return url.port || defaultPorts[url.protocol] || '';
}

/** The sources of each directive of a policy's text. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Whether a scheme in a source allows `protocol` (http: also allows its secure upgrade). */
function schemeAllows(scheme: string, protocol: string): boolean {
  return scheme === protocol || (scheme === 'http:' && protocol === 'https:');
}

const hostSourcePattern =
  /^(?:([a-z][a-z0-9+.-]*:)\/\/)?(\*|(?:\*\.)?[^:/]+)(?::(\d+|\*))?(\/.*)?$/i;

/** Whether one source expression of a policy allows `url`, on a page of `pageUrl`. */
export function sourceAllows(source: string, url: URL, pageUrl: URL): boolean {
  const expression = source.toLowerCase();
  if (expression === "'self'") return url.origin === pageUrl.origin;
  if (expression.startsWith("'")) return false;
  if (expression === '*') return url.protocol === 'http:' || url.protocol === 'https:';
  if (/^[a-z][a-z0-9+.-]*:$/.test(expression)) return schemeAllows(expression, url.protocol);
  const match = hostSourcePattern.exec(expression);
  if (!match) return false;
  const [, scheme, host = '', port, pathPart] = match;
  if (!schemeAllows(scheme ?? pageUrl.protocol, url.protocol)) return false;
  const hostname = url.hostname.toLowerCase();
  const hostMatches = host.startsWith('*.')
    ? hostname.endsWith(host.slice(1))
    : host === '*' || hostname === host;
  if (!hostMatches) return false;
  // No port in the source: the default one of the address's scheme (http: upgraded to https: too).
  const wantedPort = port ?? defaultPorts[url.protocol] ?? '';
  if (wantedPort !== '*' && wantedPort !== portOf(url)) return false;
  if (!pathPart) return true;
  return pathPart.endsWith('/') ? url.pathname.startsWith(pathPart) : url.pathname === pathPart;
}

/** Whether `policy` lets a page at `pageUrl` load a section's files from `address`. */
export function policyAllowsSection(policy: string, address: string, pageUrl: URL): boolean {
  const url = new URL(address, pageUrl);
  const directives = parsePolicy(policy);
  return sectionDirectives.every((directive) => {
    const sources = directives.get(directive) ?? directives.get('default-src');
    return !sources || sources.some((source) => sourceAllows(source, url, pageUrl));
  });
}

/** The policy this page was served with (its <meta>), or null when it has none. */
export function pagePolicyOf(document: Document): string | null {
  const meta = document.querySelector<HTMLMetaElement>(
    'meta[http-equiv="Content-Security-Policy" i]',
  );
  return meta?.content ?? null;
}

/** Whether this page may load a section from `address`. */
export function pageAllowsSection(address: string, document: Document = window.document): boolean {
  const policy = pagePolicyOf(document);
  return policy === null || policyAllowsSection(policy, address, new URL(document.URL));
}
