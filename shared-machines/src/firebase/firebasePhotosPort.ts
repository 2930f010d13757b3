import type { FirebaseApp } from 'firebase/app';
import type { PhotosPort } from '../ports/backendPorts';

type StorageModule = typeof import('firebase/storage');

export interface StorageEmulator {
  readonly host: string;
  readonly port: number;
}

/**
 * The family's photos through the Storage web SDK: `getDownloadURL` of a stored path, `uploadBytes` of
 * a relative's photo, `deleteObject` (the storage rules decide who may). `firebase/storage` is imported
 * on first use only (a photo on screen or sent), never by the login; with `emulator`, against the
 * local stand-in (docs/family-circle.md), the way the database and auth ports connect to theirs.
 */
export function createFirebasePhotosPort(app: FirebaseApp, emulator?: StorageEmulator): PhotosPort {
  let loading: Promise<{
    readonly sdk: StorageModule;
    readonly storage: import('firebase/storage').FirebaseStorage;
  }> | null = null;
  const load = () => {
    loading ??= import('firebase/storage').then((sdk) => {
      const storage = sdk.getStorage(app);
      if (emulator) sdk.connectStorageEmulator(storage, emulator.host, emulator.port);
      return { sdk, storage };
    });
    return loading;
  };
  return {
    downloadUrl: async (path) => {
      const { sdk, storage } = await load();
      return sdk.getDownloadURL(sdk.ref(storage, path));
    },
    upload: async (path, jpeg, uploadedBy) => {
      const { sdk, storage } = await load();
      await sdk.uploadBytes(sdk.ref(storage, path), jpeg, {
        contentType: 'image/jpeg',
        customMetadata: { uploadedBy },
      });
    },
    remove: async (path) => {
      const { sdk, storage } = await load();
      await sdk.deleteObject(sdk.ref(storage, path));
    },
  };
}
