/**
 * For the release commands' tests: HTTP servers standing for a site (its root's amparo-shared.json)
 * and the hosts of section builds, each answering paths as a test says (status, headers, body), on
 * a free port of this machine; and the documents a section build and a root publish.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CannedResponse {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Answer only GET (HEAD: 405), as a host that refuses the update check would. */
  readonly getOnly?: boolean;
}

export interface TestSite {
  readonly url: string;
  /** Answers `path` (GET and HEAD) with `response` from now on; unset paths answer 404. */
  serve(path: string, response: CannedResponse): void;
  forget(path: string): void;
  stop(): Promise<void>;
}

export async function startTestSite(): Promise<TestSite> {
  const routes = new Map<string, CannedResponse>();
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const canned = routes.get(pathname) ?? { status: 404, body: 'Not found' };
    if (canned.getOnly && request.method !== 'GET') {
      response.writeHead(405, { Allow: 'GET' }).end();
      return;
    }
    response.writeHead(canned.status ?? 200, canned.headers ?? {});
    response.end(request.method === 'HEAD' ? undefined : (canned.body ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serve: (path, response) => void routes.set(path, response),
    forget: (path) => void routes.delete(path),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const javascript = { 'Content-Type': 'text/javascript; charset=utf-8' };
export const json = { 'Content-Type': 'application/json; charset=utf-8' };

/** The root's amparo-shared.json: @amparo/shared-ui `version` (exporting Button, Card) and react. */
export function rootSharedManifest(sharedUiVersion = '1.0.0'): string {
  return JSON.stringify({
    provider: 'amparo_root',
    shared: {
      '@amparo/shared-ui': {
        package: '@amparo/shared-ui',
        version: sharedUiVersion,
        values: ['Button', 'Card'],
        types: [],
      },
      react: { package: 'react', version: '19.3.1', values: ['useState'], types: [] },
    },
  });
}

export interface SectionBuildDocuments {
  readonly name?: string;
  readonly sharedUiRange?: string;
  readonly imports?: Record<string, string[]> | null;
}

/** A section build's mf-manifest.json and amparo-imports.json (null: a build without the record). */
export function sectionBuildDocuments({
  name = 'mf_calls',
  sharedUiRange = '^1.0.0',
  imports = { '@amparo/shared-ui': ['Button'], react: ['useState'] },
}: SectionBuildDocuments = {}): { manifest: string; imports: string | null } {
  return {
    manifest: JSON.stringify({
      name,
      shared: [
        { name: '@amparo/shared-ui', requiredVersion: sharedUiRange },
        { name: 'react', requiredVersion: '^19.2.0' },
      ],
    }),
    imports: imports === null ? null : JSON.stringify({ name, imports }),
  };
}

/**
 * Serves a section build at `<folder>/remoteEntry.js` (with its two documents beside it) on `site`;
 * `entry` changes how the entry itself answers.
 */
export function serveSectionBuild(
  site: TestSite,
  folder: string,
  documents: SectionBuildDocuments = {},
  entry: CannedResponse = {},
): string {
  const { manifest, imports } = sectionBuildDocuments(documents);
  site.serve(`${folder}/remoteEntry.js`, {
    body: `var ${documents.name ?? 'mf_calls'};`,
    ...entry,
    headers: { ...javascript, ...entry.headers },
  });
  site.serve(`${folder}/mf-manifest.json`, { headers: json, body: manifest });
  if (imports === null) site.forget(`${folder}/amparo-imports.json`);
  else site.serve(`${folder}/amparo-imports.json`, { headers: json, body: imports });
  return `${folder}/remoteEntry.js`;
}
