import { useEffect, useState } from 'react';

/**
 * A picture as a `data:` address, to show it before it is sent: the page's Content-Security-Policy
 * lets images come from `data:` but not from `blob:`. Null while it is read or when there is none.
 */
export function useDataUrl(picture: Blob | null): string | null {
  const [read, setRead] = useState<{ readonly picture: Blob; readonly url: string } | null>(null);
  useEffect(() => {
    if (picture === null) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ picture, url: reader.result });
    };
    reader.readAsDataURL(picture);
    return () => reader.abort();
  }, [picture]);
  return read !== null && read.picture === picture ? read.url : null;
}
