import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { DevOverrides } from './devOverrides';

/**
 * The pages and checks around a development override (devOverrides.ts), so that a link from another
 * site can never point a tablet at a script: opening /amparo-dev?… only shows what would change and
 * asks; the override is set by the form on that page (a same-origin POST carrying the page's one-time
 * token, which a cookie of that page also holds), it lasts `overrideHours`, and while one is active the
 * platform's page says so ('Versão de desenvolvimento') with a way back.
 */

/** How long an override lasts in a browser. */
export const overrideHours = 4;

/** The cookie (scoped to /amparo-dev) and the form field that carry the confirmation page's token. */
export const csrfCookie = 'amparo-dev-csrf';
export const csrfField = 'csrf';

/** The longest form the confirmation page sends (a few names and addresses). */
const maxFormBytes = 16 * 1024;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

const hashOf = (css: string): string =>
  `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

// Black on a light yellow: far above 7:1; text of 19 px and more, targets of 48 px.
const pageCss =
  'body{font:19px/1.5 system-ui,sans-serif;color:#000;background:#fff;margin:0 auto;max-width:40em;padding:24px}' +
  'button,a{display:inline-block;min-height:48px;min-width:48px;font:inherit;padding:8px 16px;margin:8px 0;color:#000}' +
  'button{background:#ffe066;border:2px solid #000;border-radius:8px;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:4px solid #000;outline-offset:2px}' +
  'code{overflow-wrap:anywhere}';

/** A fresh token for one confirmation page. */
export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The confirmation page's token cookie: only sent back to /amparo-dev, from this site, for 10 minutes. */
export function csrfCookieHeader(token: string, path: string): string {
  return `${csrfCookie}=${token}; Path=${path}; SameSite=Strict; HttpOnly; Max-Age=600`;
}

/** The token a request's cookies carry, or null. */
export function csrfFromCookieHeader(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === csrfCookie) return value.join('=') || null;
  }
  return null;
}

/** Whether the form's token is the one its page set (compared in constant time). */
export function tokensMatch(fromCookie: string | null, fromForm: string | null): boolean {
  if (fromCookie === null || fromForm === null) return false;
  const a = Buffer.from(fromCookie);
  const b = Buffer.from(fromForm);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a request comes from a page of this same site: its Origin is this server's own address
 * (the browser sends Origin with every POST), or the browser says so (Sec-Fetch-Site).
 */
export function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined)
    return request.headers.host !== undefined && origin === `http://${request.headers.host}`;
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/** A form's fields (application/x-www-form-urlencoded), or null when it is too long. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxFormBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The page that asks before an override is set: what would change, a button, and a way out. */
export function confirmationPage(
  overrides: DevOverrides,
  token: string,
  action: string,
): { html: string; policy: string } {
  const entries = Object.entries(overrides);
  const html = `<!doctype html>
<html lang="pt-PT">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Versão de desenvolvimento</title><style>${pageCss}</style></head>
<body><main>
<h1>Usar uma versão de desenvolvimento?</h1>
<p>Este navegador passa a carregar ${entries.length === 1 ? 'esta secção' : 'estas secções'} do próprio computador, em vez da versão publicada:</p>
<ul>${entries.map(([name, entry]) => `<li><code>${escapeHtml(name)}</code>: <code>${escapeHtml(entry)}</code></li>`).join('')}</ul>
<p>Só continue se foi a pessoa que programa o Amparo que lhe pediu. Dura ${overrideHours} horas, ou até a repor.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="${csrfField}" value="${escapeHtml(token)}">
${entries.map(([name, entry]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(entry)}">`).join('\n')}
<button type="submit">Usar esta versão</button>
</form>
<p><a href="/">Não, voltar ao Amparo</a></p>
</main></body></html>
`;
  const policy = `default-src 'none'; style-src ${hashOf(pageCss)}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
  return { html, policy };
}

// Fixed at the bottom of the screen, over everything, readable at a glance.
const markCss =
  '.amparo-dev-mark{position:fixed;left:0;bottom:0;z-index:2147483647;margin:0;padding:4px 16px;' +
  'background:#ffe066;color:#000;font:bold 19px/1.5 system-ui,sans-serif;border:2px solid #000}' +
  '.amparo-dev-mark a{display:inline-block;min-height:48px;min-width:48px;padding:8px;color:#000}';

/**
 * The mark the platform's page carries while this browser has overrides: 'Versão de desenvolvimento',
 * which sections, and a link that puts the published ones back. Empty without overrides.
 */
export function developmentMark(
  overrides: DevOverrides,
  resetPath: string,
): { html: string; styleHash: string | null } {
  const names = Object.keys(overrides);
  if (names.length === 0) return { html: '', styleHash: null };
  return {
    html: `<style>${markCss}</style><p class="amparo-dev-mark" role="status">Versão de desenvolvimento: ${names.map(escapeHtml).join(', ')} <a href="${escapeHtml(resetPath)}">Repor a versão publicada</a></p>`,
    styleHash: hashOf(markCss),
  };
}
