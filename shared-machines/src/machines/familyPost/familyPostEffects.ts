import { fromPromise } from 'xstate';
import type { DatabasePort, PhotosPort } from '../../ports/backendPorts';
import { familyPhotoPath, familyPostsPath } from '../../domain/familyCircle';
import { familyMessagePost } from '../../domain/familyMessage';
import { familyPhotoPost } from '../../domain/familyPhoto';
import { newPushKey } from '../../domain/pushKeys';
import {
  familyPostMachine,
  type UndoUploadInput,
  type UploadPhotoInput,
  type WritePostInput,
} from './familyPostMachine';

export interface FamilyPostEffects {
  readonly database: DatabasePort;
  /** Absent where no storage is configured: then only messages are sent. */
  readonly photos?: PhotosPort;
  /** The chosen file as the photo to send (the phone's browser does it: a canvas). */
  readonly preparePhoto: (file: Blob) => Promise<Blob>;
}

function photosOf(effects: FamilyPostEffects): PhotosPort {
  if (effects.photos === undefined) throw new Error('no storage for photos is configured');
  return effects.photos;
}

/**
 * The post against the services: the photo stored under a new push key (familyPhotoPath), then the
 * post written under the same key; a message under a key of its own; the stored photo removed again
 * when its post could not be written.
 */
export function provideFamilyPostEffects(effects: FamilyPostEffects) {
  return familyPostMachine.provide({
    actors: {
      preparePhoto: fromPromise<Blob, { readonly file: Blob }>(({ input }) =>
        effects.preparePhoto(input.file),
      ),
      uploadPhoto: fromPromise<{ readonly postKey: string }, UploadPhotoInput>(
        async ({ input }) => {
          const postKey = newPushKey();
          await photosOf(effects).upload(
            familyPhotoPath(input.person, postKey),
            input.photo,
            input.uploadedBy,
          );
          return { postKey };
        },
      ),
      writePost: fromPromise<void, WritePostInput>(({ input }) => {
        const author = { from: input.from, fromName: input.fromName };
        if (input.postKey === null)
          return effects.database.set(
            `${familyPostsPath(input.person)}/${newPushKey()}`,
            familyMessagePost({ ...author, text: input.text }),
          );
        return effects.database.set(
          `${familyPostsPath(input.person)}/${input.postKey}`,
          familyPhotoPost({
            ...author,
            person: input.person,
            postKey: input.postKey,
            caption: input.text,
          }),
        );
      }),
      undoUpload: fromPromise<void, UndoUploadInput>(({ input }) =>
        photosOf(effects).remove(familyPhotoPath(input.person, input.postKey)),
      ),
    },
  });
}
