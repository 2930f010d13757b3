import { useEffect, useState } from 'react';
import { useServices } from './ServicesContext';

export type FamilyPhotoSource =
  | { readonly status: 'loading' }
  | { readonly status: 'shown'; readonly url: string }
  | { readonly status: 'missing' };

const missing: FamilyPhotoSource = { status: 'missing' };
const loading: FamilyPhotoSource = { status: 'loading' };

/**
 * A family photo's address, asked of the storage (the Storage web SDK's getDownloadURL): missing when
 * no storage is configured, the rules refuse or the file is not there. One request per path; a
 * one-shot answer, so no machine of its own.
 */
export function useFamilyPhoto(path: string | null): FamilyPhotoSource {
  const { backend } = useServices();
  const photos = backend.photos;
  const [answer, setAnswer] = useState<{
    readonly path: string;
    readonly source: FamilyPhotoSource;
  } | null>(null);
  useEffect(() => {
    if (path === null || photos === undefined) return undefined;
    let current = true;
    photos.downloadUrl(path).then(
      (url) => {
        if (current) setAnswer({ path, source: { status: 'shown', url } });
      },
      () => {
        if (current) setAnswer({ path, source: missing });
      },
    );
    return () => {
      current = false;
    };
  }, [photos, path]);
  if (path === null || photos === undefined) return missing;
  return answer?.path === path ? answer.source : loading;
}
