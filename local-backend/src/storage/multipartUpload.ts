/**
 * The body of the Storage SDK's multipart upload (`multipart/related`): a JSON part with the object's
 * metadata, then the object's bytes with its content type. Hand-written: the multipart libraries at
 * hand (busboy and its kin) read `multipart/form-data` only, and this shape is two fixed parts.
 */
export interface MultipartUpload {
  readonly metadata: Record<string, unknown>;
  readonly contentType: string;
  readonly data: Buffer;
}

export function multipartUploadParts(contentType: string, body: Buffer): MultipartUpload | null {
  const boundary = /^multipart\/related;\s*boundary=("?)([^";]+)\1/i.exec(contentType)?.[2];
  if (boundary === undefined) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const from = start + delimiter.length;
    if (body.subarray(from, from + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, from);
    if (next === -1) return null;
    // Each part sits between the CRLF after its delimiter and the CRLF before the next one.
    parts.push(body.subarray(from + 2, next - 2));
    start = next;
  }
  if (parts.length !== 2) return null;
  const [metadataPart, dataPart] = parts as [Buffer, Buffer];
  const split = (part: Buffer) => {
    const end = part.indexOf('\r\n\r\n');
    return end === -1
      ? null
      : { headers: part.subarray(0, end).toString('latin1'), content: part.subarray(end + 4) };
  };
  const metadata = split(metadataPart);
  const data = split(dataPart);
  if (metadata === null || data === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(metadata.content.toString('utf8'));
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const type = /^content-type:\s*([^\r\n;]+)/im.exec(data.headers)?.[1]?.trim() ?? '';
  return { metadata: parsed as Record<string, unknown>, contentType: type, data: data.content };
}
