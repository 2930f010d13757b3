import { advisedLocations } from '../../local-backend/src/association/checkRegion';
import { commandLine, type FirebaseCli, type JsonReply } from './firebaseCli';

/**
 * The Firebase CLI of a dry run: says each command it would run and contacts nothing. Its answers
 * are what a new project would give: no Hosting site and no web app yet (so every creation is
 * shown), the Realtime Database at its advised EU address, and the web app's keys as placeholders.
 */

function valueOf(args: readonly string[], option: string): string {
  const at = args.indexOf(option);
  return at >= 0 ? (args[at + 1] ?? '') : '';
}

export const dryRunPlaceholders = {
  appId: '<appId: read from the project when deploying>',
  apiKey: '<apiKey: read from the project when deploying>',
  storageBucket: '<storageBucket: read from the project when deploying>',
} as const;

function plannedReply(args: readonly string[]): unknown {
  const projectId = valueOf(args, '--project');
  switch (args[0]) {
    case 'database:instances:list':
      return [
        {
          name: `${projectId}-default-rtdb`,
          location: advisedLocations.realtimeDatabase,
          databaseUrl: `https://${projectId}-default-rtdb.${advisedLocations.realtimeDatabase}.firebasedatabase.app`,
          type: 'DEFAULT_DATABASE',
        },
      ];
    case 'firestore:databases:get':
      return { locationId: advisedLocations.firestore };
    case 'hosting:sites:list':
      return { sites: [] };
    case 'hosting:sites:create':
      return { defaultUrl: `https://${args[1] ?? ''}.web.app` };
    case 'apps:list':
      return [];
    case 'apps:create':
      return { appId: dryRunPlaceholders.appId };
    case 'apps:sdkconfig':
      return {
        sdkConfig: {
          apiKey: dryRunPlaceholders.apiKey,
          authDomain: `${projectId}.firebaseapp.com`,
          projectId,
          appId: dryRunPlaceholders.appId,
          storageBucket: dryRunPlaceholders.storageBucket,
        },
      };
    default:
      return null;
  }
}

/** What the dry run assumes instead of asking, said under the command. */
const assumptions: Readonly<Record<string, string>> = {
  'hosting:sites:list': 'as for a new project: no site yet',
  'apps:list': 'as for a new project: no web app yet',
  'apps:sdkconfig': "the web app's keys are placeholders",
};

export function dryRunCli(log: (line: string) => void): FirebaseCli {
  return {
    json: (args) => {
      log(`  would run: ${commandLine([...args, '--json'])}`);
      const assumed = assumptions[args[0] ?? ''];
      if (assumed !== undefined) log(`    (dry run: ${assumed})`);
      return Promise.resolve<JsonReply>({ ok: true, result: plannedReply(args) });
    },
    run: (args) => {
      log(`  would run: ${commandLine(args)}`);
      return Promise.resolve(0);
    },
  };
}
