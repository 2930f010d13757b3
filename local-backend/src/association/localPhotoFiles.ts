import { localStorageBucket } from '../ports/emulatorPorts';
import { RequestError, UnreachableError, ownerHeaders, requestJson } from '../seed/restJson';
import { AssociationError, type PhotoFiles } from './adminBackend';

/**
 * The family's photo files on the local storage stand-in (local-backend/src/storage), read and deleted
 * as its administrator (`Bearer owner`), one request a file, as the SDK's getBytes and deleteObject do.
 * A file already gone counts as none (read: null). When nothing answers, the error says the stand-in is
 * not running.
 */
const notRunning = (error: UnreachableError): AssociationError =>
  new AssociationError(
    `The local storage stand-in is not running (nothing answers at ${error.origin}); start the local backend with \`npm start\`.`,
  );

export function localPhotoFiles(host: string, port: number): PhotoFiles {
  const origin = `http://${host}:${port}`;
  const objectUrl = (filePath: string): string =>
    `${origin}/v0/b/${localStorageBucket}/o/${encodeURIComponent(filePath)}`;
  return {
    remove: async (paths) => {
      let removed = 0;
      for (const filePath of paths) {
        let response;
        try {
          response = await requestJson(objectUrl(filePath), {
            method: 'DELETE',
            headers: ownerHeaders,
          });
        } catch (error) {
          if (error instanceof UnreachableError) throw notRunning(error);
          throw error;
        }
        if (response.status === 404) continue;
        if (response.status < 200 || response.status >= 300)
          throw new RequestError('deleting a family photo file', response);
        removed += 1;
      }
      return removed;
    },
    read: async (filePath) => {
      // Bytes, not JSON: a plain fetch rather than requestJson.
      let response: Response;
      try {
        response = await fetch(`${objectUrl(filePath)}?alt=media`, { headers: ownerHeaders });
      } catch (error) {
        throw notRunning(new UnreachableError(origin, String((error as Error).message)));
      }
      if (response.status === 404) return null;
      if (!response.ok)
        throw new RequestError('reading a family photo file', {
          status: response.status,
          body: await response.text(),
        });
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
