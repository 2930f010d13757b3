import {
  advisedLocations,
  describeLocation,
  locationVerdict,
} from '../../local-backend/src/association/checkRegion';
import type { FirestoreDatabaseReader } from '../../local-backend/src/association/checkRegionCommand';
import { parseDatabaseUrl } from '../../local-backend/src/association/projectTarget';
import type { FirebaseCli } from './firebaseCli';

/**
 * What the deployment reads of the project through the Firebase CLI: its Realtime Database's address
 * and Firestore's settings (for the EU check of checkRegionCommand.ts), and its web app's
 * configuration (creating the web app when there is none).
 */

export type Outcome<T> = { readonly value: T } | { readonly problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The default Realtime Database's address (`https://<id>-default-rtdb.<location>.firebasedatabase.app`). */
export async function defaultDatabaseUrl(
  cli: FirebaseCli,
  projectId: string,
): Promise<Outcome<string>> {
  const reply = await cli.json(['database:instances:list', '--project', projectId]);
  if (!reply.ok) return { problem: `cannot list the Realtime Databases: ${reply.error}` };
  const instances = (Array.isArray(reply.result) ? reply.result : []).filter(isRecord);
  const instance =
    instances.find((candidate) => candidate.type === 'DEFAULT_DATABASE') ??
    instances.find((candidate) => candidate.name === `${projectId}-default-rtdb`);
  if (instance === undefined)
    return {
      problem:
        `project "${projectId}" has no Realtime Database yet. Create it in ` +
        `${describeLocation(locationVerdict(advisedLocations.realtimeDatabase))} ` +
        '(Firebase console → Realtime Database → Create database), then run this again.',
    };
  const parsed = parseDatabaseUrl(String(instance.databaseUrl));
  return 'url' in parsed ? { value: parsed.url } : { problem: parsed.problem };
}

/** An HTTP-like status for an error of `firestore:databases:get`, as checkRegionCommand.ts reads it. */
function statusOfError(error: string): number {
  if (/NOT_FOUND|not found|does not exist|404/i.test(error)) return 404;
  if (/PERMISSION_DENIED|permission|403/i.test(error)) return 403;
  if (/UNAUTHENTICATED|authenticate|login|401/i.test(error)) return 401;
  return 500;
}

/** Firestore's `(default)` database as its REST API would answer (`locationId` in the body). */
export function firestoreDatabaseThroughCli(cli: FirebaseCli): FirestoreDatabaseReader {
  return async (projectId) => {
    const reply = await cli.json(['firestore:databases:get', '(default)', '--project', projectId]);
    return reply.ok
      ? { status: 200, body: reply.result }
      : { status: statusOfError(reply.error), body: { error: reply.error } };
  };
}

/** The options of the Firebase JavaScript SDK for the project's web app. */
export type WebAppConfig = Readonly<Record<string, string>>;

export const webAppName = 'Amparo';

/** The web app named Amparo (else the only one), created when the project has none. */
async function webAppId(
  cli: FirebaseCli,
  projectId: string,
  log: (line: string) => void,
): Promise<Outcome<string>> {
  const listed = await cli.json(['apps:list', 'WEB', '--project', projectId]);
  if (!listed.ok) return { problem: `cannot list the web apps: ${listed.error}` };
  const apps = (Array.isArray(listed.result) ? listed.result : []).filter(isRecord);
  const app = apps.find((candidate) => candidate.displayName === webAppName) ?? apps[0];
  if (app !== undefined && typeof app.appId === 'string') {
    log(`  web app ${app.appId}: already there`);
    return { value: app.appId };
  }
  log(`  no web app yet, so "${webAppName}" is created`);
  const created = await cli.json(['apps:create', 'WEB', webAppName, '--project', projectId]);
  const appId = created.ok && isRecord(created.result) ? created.result.appId : undefined;
  if (typeof appId !== 'string')
    return { problem: `cannot create the web app: ${created.ok ? 'no appId' : created.error}` };
  return { value: appId };
}

export async function webAppConfig(
  cli: FirebaseCli,
  projectId: string,
  log: (line: string) => void,
): Promise<Outcome<WebAppConfig>> {
  const appId = await webAppId(cli, projectId, log);
  if ('problem' in appId) return appId;
  const reply = await cli.json(['apps:sdkconfig', 'WEB', appId.value, '--project', projectId]);
  if (!reply.ok) return { problem: `cannot read the web app's configuration: ${reply.error}` };
  const config = isRecord(reply.result) ? reply.result.sdkConfig : undefined;
  if (!isRecord(config) || typeof config.apiKey !== 'string' || typeof config.appId !== 'string')
    return { problem: "the web app's configuration has no apiKey or appId" };
  return {
    value: Object.fromEntries(
      Object.entries(config).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  };
}
