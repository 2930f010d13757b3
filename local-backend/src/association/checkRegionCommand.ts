import type { JsonResponse, RequestJson } from '../seed/restJson';
import { UnreachableError, requestJson } from '../seed/restJson';
import { AssociationError } from './adminBackend';
import type { AssociationTarget } from './associationArguments';
import {
  advisedLocations,
  describeLocation,
  locationVerdict,
  realtimeDatabaseVerdict,
  type RegionVerdict,
} from './checkRegion';

/**
 * `npm run association -- check-region`: says where the project keeps its data and refuses (exit code 1)
 * a database outside the European Union, or one whose location cannot be read. The Realtime Database's
 * location is in its address; Firestore's is read with the service account
 * (`projects/{id}/databases/(default)`, its `locationId`). The local backend keeps everything on this
 * computer: nothing to check.
 */

const firestoreDatabasesApi = 'https://firestore.googleapis.com/v1/projects';
const recordOfProcessing = 'docs/privacy/record-of-processing.md';

/** Reads `projects/{id}/databases/(default)` of Firestore's REST API, as the project's administrator. */
export type FirestoreDatabaseReader = (projectId: string) => Promise<JsonResponse>;

export function firestoreDatabaseReader(
  accessToken: () => Promise<string>,
  request: RequestJson = requestJson,
): FirestoreDatabaseReader {
  return async (projectId) => {
    const url = `${firestoreDatabasesApi}/${encodeURIComponent(projectId)}/databases/(default)`;
    try {
      return await request(url, {
        method: 'GET',
        headers: { Authorization: `Bearer ${await accessToken()}` },
      });
    } catch (error) {
      if (error instanceof UnreachableError)
        throw new AssociationError(
          `cannot reach ${error.origin} (${error.reason}): check the internet connection.`,
        );
      throw error;
    }
  };
}

interface Finding {
  readonly line: string;
  readonly passes: boolean;
}

function judged(what: string, verdict: RegionVerdict, advised: string): Finding {
  const where = describeLocation(verdict);
  switch (verdict.kind) {
    case 'eu':
      return { line: `${what}: ${where}, in the European Union.`, passes: true };
    case 'outside-eu':
      return {
        line:
          `${what}: ${where}, OUTSIDE the European Union. A database's location cannot be changed: ` +
          `create one in ${describeLocation(locationVerdict(advised))} and move the data there (${recordOfProcessing}).`,
        passes: false,
      };
    case 'unknown':
      return {
        line:
          `${what}: ${where}, not a location this check knows to be in the European Union. Check it at ` +
          'https://cloud.google.com/about/locations; if it is in a member state, add it to euLocations in ' +
          `local-backend/src/association/checkRegion.ts. Advised: ${advised}.`,
        passes: false,
      };
  }
}

function firestoreFinding(projectId: string, response: JsonResponse): Finding {
  const what = `Firestore (default) of project "${projectId}"`;
  const locationId = (response.body as { locationId?: unknown } | null)?.locationId;
  if (response.status === 200 && typeof locationId === 'string')
    return judged(what, locationVerdict(locationId), advisedLocations.firestore);
  if (response.status === 404)
    return {
      line: `${what}: none yet. Create it in ${describeLocation(locationVerdict(advisedLocations.firestore))} (Firebase console → Firestore Database → Create database).`,
      passes: false,
    };
  if (response.status === 401 || response.status === 403)
    return {
      line:
        `${what}: its location could not be read (HTTP ${response.status}: the service account may not read the ` +
        "database's settings). Give it the role Cloud Datastore Viewer, or read the location in the Google Cloud " +
        'console (Firestore → Databases → (default)), then run this again.',
      passes: false,
    };
  return {
    line: `${what}: its location could not be read (HTTP ${response.status}).`,
    passes: false,
  };
}

export interface CheckRegionIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export type ProjectTarget = Extract<AssociationTarget, { kind: 'project' }>;

/**
 * Checks the target's databases, prints one line each, and returns the exit code. `openReader` is
 * called for a project only (it needs the service account key).
 */
export async function checkRegion(
  target: AssociationTarget,
  openReader: (project: ProjectTarget) => FirestoreDatabaseReader,
  io: CheckRegionIo,
): Promise<number> {
  if (target.kind === 'local') {
    io.out(
      'The local backend keeps its data on this computer: there is no cloud region to check. ' +
        'For the association’s project: check-region --project <id> --database-url <url>.',
    );
    return 0;
  }
  const findings = [
    judged(
      `Realtime Database ${target.databaseUrl}`,
      realtimeDatabaseVerdict(target.databaseUrl),
      advisedLocations.realtimeDatabase,
    ),
    firestoreFinding(target.projectId, await openReader(target)(target.projectId)),
  ];
  for (const finding of findings) (finding.passes ? io.out : io.err)(finding.line);
  if (findings.every((finding) => finding.passes)) {
    io.out(`Both databases keep their data in the European Union, as ${recordOfProcessing} says.`);
    return 0;
  }
  io.err(
    `association: project "${target.projectId}" does not keep all its data in the European Union (see above).`,
  );
  return 1;
}
