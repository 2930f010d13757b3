import type { FirebaseCli, JsonReply } from './firebaseCli';

/**
 * A Firebase project as the Firebase CLI would answer about it, for the deployment's tests: each
 * reply has the shape firebase-tools gives with --json (its lib/commands/*.js), and every command is
 * recorded. Nothing is contacted.
 */
export interface StubbedProject {
  readonly projectId: string;
  /** The default Realtime Database's address; null: none yet. */
  readonly databaseUrl: string | null;
  /** Firestore's location; null: no database yet. */
  readonly firestoreLocation: string | null;
  /** The Hosting sites that exist, by id. */
  readonly sites: readonly string[];
  /** Whether the web app "Amparo" exists. */
  readonly webApp: boolean;
}

export const stubbedWebApp = {
  appId: '1:123456789012:web:0a1b2c3d4e5f',
  apiKey: 'AIzaSy-stubbed-key',
  messagingSenderId: '123456789012',
};

export interface RecordedCli {
  readonly cli: FirebaseCli;
  /** Every command, in order, as it was given. */
  readonly calls: string[][];
}

function reply(project: StubbedProject, args: readonly string[]): JsonReply {
  const { projectId } = project;
  switch (args[0]) {
    case 'database:instances:list':
      return {
        ok: true,
        result:
          project.databaseUrl === null
            ? []
            : [
                {
                  name: `${projectId}-default-rtdb`,
                  location: new URL(project.databaseUrl).hostname.split('.')[1],
                  project: `projects/${projectId}`,
                  databaseUrl: project.databaseUrl,
                  type: 'DEFAULT_DATABASE',
                  state: 'ACTIVE',
                },
              ],
      };
    case 'firestore:databases:get':
      return project.firestoreLocation === null
        ? {
            ok: false,
            error: 'Request to https://firestore.googleapis.com had HTTP Error: 404, NOT_FOUND',
          }
        : {
            ok: true,
            result: {
              name: `projects/${projectId}/databases/(default)`,
              locationId: project.firestoreLocation,
              type: 'FIRESTORE_NATIVE',
            },
          };
    case 'hosting:sites:list':
      return {
        ok: true,
        result: {
          sites: project.sites.map((site) => ({
            name: `projects/${projectId}/sites/${site}`,
            defaultUrl: `https://${site}.web.app`,
            type: site === projectId ? 'DEFAULT_SITE' : 'USER_SITE',
          })),
        },
      };
    case 'hosting:sites:create':
      return {
        ok: true,
        result: {
          name: `projects/${projectId}/sites/${args[1]}`,
          defaultUrl: `https://${args[1]}.web.app`,
        },
      };
    case 'apps:list':
      return {
        ok: true,
        result: project.webApp
          ? [{ appId: stubbedWebApp.appId, displayName: 'Amparo', platform: 'WEB' }]
          : [],
      };
    case 'apps:create':
      return {
        ok: true,
        result: { appId: stubbedWebApp.appId, displayName: 'Amparo', platform: 'WEB' },
      };
    case 'apps:sdkconfig':
      return {
        ok: true,
        result: {
          fileName: 'firebase-js-config.json',
          sdkConfig: {
            projectId,
            appId: stubbedWebApp.appId,
            storageBucket: `${projectId}.firebasestorage.app`,
            apiKey: stubbedWebApp.apiKey,
            authDomain: `${projectId}.firebaseapp.com`,
            messagingSenderId: stubbedWebApp.messagingSenderId,
          },
        },
      };
    default:
      return { ok: false, error: `the stub does not know ${args.join(' ')}` };
  }
}

export function stubbedFirebase(project: StubbedProject): RecordedCli {
  const calls: string[][] = [];
  return {
    calls,
    cli: {
      json: (args) => {
        calls.push([...args]);
        return Promise.resolve(reply(project, args));
      },
      run: (args) => {
        calls.push([...args]);
        return Promise.resolve(0);
      },
    },
  };
}
