import type { WebAppConfig } from './projectReads';

/**
 * amparo-runtime.json of a real project: the Firebase options the root starts the SDK with, from the
 * project's own web app, and the default Realtime Database's address. No `emulators` key: that is
 * what tells the root it is not the local backend (root-config/src/config/runtimeManifest.ts). The
 * bucket (`storageBucket`, the family's photos) is named when the web app's configuration names one,
 * which it does once Cloud Storage is set up; without it the photos show as a frame saying they cannot
 * be shown (docs/family-circle.md).
 */
export interface RuntimeDocument {
  readonly firebase: {
    readonly apiKey: string;
    readonly authDomain: string;
    readonly projectId: string;
    readonly databaseURL: string;
    readonly appId: string;
    readonly storageBucket?: string;
  };
}

export function runtimeDocumentOf(
  projectId: string,
  config: WebAppConfig,
  databaseUrl: string,
): RuntimeDocument {
  return {
    firebase: {
      apiKey: config.apiKey ?? '',
      authDomain: config.authDomain ?? `${projectId}.firebaseapp.com`,
      projectId,
      databaseURL: databaseUrl,
      appId: config.appId ?? '',
      ...(config.storageBucket ? { storageBucket: config.storageBucket } : {}),
    },
  };
}
