/**
 * How large one write may be. The hosted database takes up to 16 MB per write from the SDKs and 256 MB
 * by REST. This stand-in runs on one thread: parsing, validating and checking the rules of a 5 MB body
 * kept every other client waiting about 1.6 s (50 MB: 17 s), for a product that writes a few kilobytes.
 * So it refuses a write above 1 MiB (a websocket message or a REST body) before parsing it, with the
 * error the hosted database gives a write that is too big; the limit is an option of the server.
 */
export const DEFAULT_MAX_WRITE_BYTES = 1024 * 1024;

export const WRITE_TOO_BIG = {
  status: 'write_too_big',
  reason: 'Data to write exceeds the maximum size that can be modified with a single request.',
} as const;

/** The server's log line for a refused write, with what production would have allowed. */
export function tooBigLogLine(where: string, sizeBytes: number, limitBytes: number): string {
  const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return (
    `rtdb: refused a ${where} of at least ${mib(sizeBytes)} (write_too_big): this local server takes at most ` +
    `${mib(limitBytes)} per write; the hosted database takes 16 MB from the SDKs, 256 MB by REST`
  );
}
