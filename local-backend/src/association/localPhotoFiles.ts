import { localStorageBucket } from '../ports/emulatorPorts';
import { RequestError, UnreachableError, ownerHeaders, requestJson } from '../seed/restJson';
import { AssociationError, type PhotoFiles } from './adminBackend';

/**
 * The family's photo files on the local storage stand-in (local-backend/src/storage), deleted as its
 * administrator (`Bearer owner`), one request a file, as the SDK's deleteObject does. A file already
 * gone counts as none. When nothing answers, the error says the stand-in is not running.
 */
export function localPhotoFiles(host: string, port: number): PhotoFiles {
  const origin = `http://${host}:${port}`;
  return {
    remove: async (paths) => {
      let removed = 0;
      for (const filePath of paths) {
        let response;
        try {
          response = await requestJson(
            `${origin}/v0/b/${localStorageBucket}/o/${encodeURIComponent(filePath)}`,
            { method: 'DELETE', headers: ownerHeaders },
          );
        } catch (error) {
          if (error instanceof UnreachableError)
            throw new AssociationError(
              `The local storage stand-in is not running (nothing answers at ${error.origin}); start the local backend with \`npm start\`.`,
            );
          throw error;
        }
        if (response.status === 404) continue;
        if (response.status < 200 || response.status >= 300)
          throw new RequestError('deleting a family photo file', response);
        removed += 1;
      }
      return removed;
    },
  };
}
