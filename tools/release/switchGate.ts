/**
 * The gate every switch (and rollback) of a section goes through, before the manifest changes: the
 * address must answer 200 with JavaScript, be that section's build, answer the page's update check
 * (a HEAD request, with CORS when it is on another origin than the site), and fit the shared code
 * the target root publishes (tools/contract). Each failure is one sentence saying why.
 */
import { readRootSharedManifest, readSectionBuild } from '../contract/contractDocuments';
import { contractProblems } from '../contract/contractProblems';

export interface GateVerdict {
  /** Why the address may not go live; empty when it may. */
  readonly refusals: string[];
  /** What the person releasing should know, without refusing (another origin's policy). */
  readonly notes: string[];
}

const javascriptType = /^(text|application)\/(javascript|ecmascript|x-javascript)\b/i;

/** Why `root` cannot be the site the gate checks against (it must be its address), or null. */
export function siteAddressProblem(root: string): string | null {
  return /^https?:\/\//i.test(root)
    ? null
    : `--root must be the site's address (https://…), not ${root}.`;
}

/** The site's own address (`root`) resolved with the manifest's address of a section. */
export function entryUrlOf(address: string, root: string): URL {
  return new URL(address, root.endsWith('/') ? root : `${root}/`);
}

function allowsOrigin(response: Response, origin: string): boolean {
  const allowed = response.headers.get('access-control-allow-origin');
  return allowed === '*' || allowed === origin;
}

function exposesETag(response: Response): boolean {
  const exposed = (response.headers.get('access-control-expose-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return exposed.includes('etag') || exposed.includes('*');
}

/** What a failure says: its cause's message (a fetch's ECONNREFUSED, a name not found), else its own. */
function whyNotFetched(error: unknown): string {
  const messageOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'message' in value && value.message
      ? String(value.message)
      : null;
  const cause =
    typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null;
  return messageOf(cause) ?? messageOf(error) ?? String(error);
}

async function request(url: URL, method: 'GET' | 'HEAD', origin: string): Promise<Response> {
  return fetch(url, {
    method,
    headers: { Origin: origin, 'Cache-Control': 'no-cache' },
    redirect: 'follow',
  });
}

/** What the entry's own address answers: its status, its type, CORS for the page's update check. */
async function entryRefusals(url: URL, siteOrigin: string, notes: string[]): Promise<string[]> {
  const foreign = url.origin !== siteOrigin;
  let get: Response;
  let head: Response;
  try {
    [get, head] = await Promise.all([
      request(url, 'GET', siteOrigin),
      request(url, 'HEAD', siteOrigin),
    ]);
  } catch (error) {
    return [`${url.href} cannot be fetched (${whyNotFetched(error)}).`];
  }
  const refusals: string[] = [];
  if (get.status !== 200) {
    refusals.push(`${url.href} answers ${get.status} ${get.statusText}, not 200.`);
    return refusals;
  }
  const type = get.headers.get('content-type') ?? '(none)';
  if (!javascriptType.test(type))
    refusals.push(`${url.href} is served as ${type}, not as JavaScript.`);
  if (head.status !== 200)
    refusals.push(
      `${url.href} answers the update check (HEAD) with ${head.status} ${head.statusText}, not 200.`,
    );
  if (foreign) {
    if (!allowsOrigin(get, siteOrigin) || !allowsOrigin(head, siteOrigin))
      refusals.push(
        `${url.href} is on another origin than the site (${siteOrigin}) and does not allow it: ` +
          `it must answer GET and HEAD with Access-Control-Allow-Origin: ${siteOrigin} (or *).`,
      );
    else if (!exposesETag(head) && !head.headers.get('last-modified'))
      notes.push(
        `${url.href} sends neither Last-Modified nor Access-Control-Expose-Headers: ETag: an open tablet ` +
          'will not see a new build at this same address (a new address always is seen).',
      );
    notes.push(
      `${url.origin} must be in the page's policy: the local server writes it from the manifest; on a ` +
        'static host, run `npm run release -- policy …` and deploy the root (docs/sections.md).',
    );
  }
  return refusals;
}

/**
 * Whether `remote` may go live at `address` on the site at `root` (its address: the origin the page
 * is served from, and where its amparo-shared.json is).
 */
export async function switchVerdict(
  remote: string,
  address: string,
  root: string,
): Promise<GateVerdict> {
  const problem = siteAddressProblem(root);
  if (problem) return { refusals: [problem], notes: [] };
  const notes: string[] = [];
  const url = entryUrlOf(address, root);
  const siteOrigin = new URL(root).origin;
  const refusals = await entryRefusals(url, siteOrigin, notes);
  if (refusals.length > 0) return { refusals, notes };
  try {
    const build = await readSectionBuild(url.href);
    if (build.name !== remote)
      return {
        refusals: [`${url.href} is a build of ${build.name}, not of ${remote}.`],
        notes,
      };
    if (build.imports === null)
      return {
        refusals: [
          `${url.href} has no amparo-imports.json beside it: it was built before builds recorded ` +
            'what they take from the shared modules (and named their chunks for that build alone). Build it again.',
        ],
        notes,
      };
    const rootManifest = await readRootSharedManifest(root);
    return {
      refusals: contractProblems(remote, rootManifest, build.requirements, build.imports),
      notes,
    };
  } catch (error) {
    return { refusals: [whyNotFetched(error)], notes };
  }
}
