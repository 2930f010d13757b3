import {
  maxFamilyPhotoBytes,
  photoAccessAllowed,
  type PhotoRequest,
  type StorageCaller,
} from '../../src/storage/familyPhotoAccess';

const path = 'family/maria/-Nabc000000000000001.jpg';
const maria: StorageCaller = { kind: 'user', uid: 'maria' };
const pedro: StorageCaller = { kind: 'user', uid: 'pedro' };
const stranger: StorageCaller = { kind: 'user', uid: 'estranho' };
const upload = (caller: StorageCaller, inCircle: boolean, changes: Partial<PhotoRequest> = {}) => ({
  operation: 'upload' as const,
  path,
  caller,
  inCircle,
  contentType: 'image/jpeg',
  size: 20_000,
  existing: null,
  ...changes,
});
const sent = { uploadedBy: 'pedro' };

describe('photoAccessAllowed: the circle, for the local storage stand-in', () => {
  it.each<[string, PhotoRequest, boolean]>([
    ['pedro, in her circle, uploads a JPEG', upload(pedro, true), true],
    ['a stranger cannot upload', upload(stranger, false), false],
    ['maria herself does not upload into her family’s photos', upload(maria, false), false],
    ['signed out, nothing', upload({ kind: 'signedOut' }, false), false],
    ['not over an existing photo', upload(pedro, true, { existing: sent }), false],
    ['only a JPEG', upload(pedro, true, { contentType: 'image/png' }), false],
    ['not over the limit', upload(pedro, true, { size: maxFamilyPhotoBytes + 1 }), false],
    ['not empty', upload(pedro, true, { size: 0 }), false],
    ['not elsewhere', upload(pedro, true, { path: 'family/maria/outra.jpg' }), false],
    ['not outside family/', upload(pedro, true, { path: 'Newdata_maria/x.jpg' }), false],
    ...['..', '.', 'ma.ria', 'ma#ria', 'ma$ria', 'ma[ria]'].map(
      (person): [string, PhotoRequest, boolean] => [
        `not under a person '${person}' that is no database key (it would name another path)`,
        upload(maria, true, { path: `family/${person}/-Nabc000000000000001.jpg` }),
        false,
      ],
    ),
    ['maria reads', { ...upload(maria, false), operation: 'read', existing: sent }, true],
    ['pedro reads', { ...upload(pedro, true), operation: 'read', existing: sent }, true],
    ['pedro, removed, no longer reads', { ...upload(pedro, false), operation: 'read' }, false],
    ['a stranger does not read', { ...upload(stranger, false), operation: 'read' }, false],
    ['maria deletes', { ...upload(maria, false), operation: 'delete', existing: sent }, true],
    [
      'pedro deletes his own',
      { ...upload(pedro, true), operation: 'delete', existing: sent },
      true,
    ],
    [
      'a relative does not delete another’s',
      { ...upload(pedro, true), operation: 'delete', existing: { uploadedBy: 'rita' } },
      false,
    ],
    ['the administrator does anything', upload({ kind: 'owner' }, false, { path: 'x' }), true],
  ])('%s', (_label, request, allowed) => {
    expect(photoAccessAllowed(request)).toBe(allowed);
  });
});
