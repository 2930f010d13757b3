import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { associationDayAt } from '@amparo/shared-machines/patient';

/**
 * The files the person commands write hold personal data (an export) or the list of erased subjects
 * (receipts): readable by the association's own user only (0600, folders 0700 when created).
 */
export const privateFileMode = 0o600;
const privateFolderMode = 0o700;

/**
 * Writes `text` to `file` with mode privateFileMode. With `replace: false` an existing file is kept and
 * false returned; otherwise it is overwritten (and its mode set again).
 */
export function writePrivateFile(
  file: string,
  text: string,
  options: { readonly replace: boolean },
): boolean {
  return writePrivate(file, text, options);
}

/** writePrivateFile for bytes (a photo's file): same modes, same `replace`. */
export function writePrivateBytes(
  file: string,
  bytes: Uint8Array,
  options: { readonly replace: boolean },
): boolean {
  return writePrivate(file, bytes, options);
}

function writePrivate(
  file: string,
  contents: string | Uint8Array,
  options: { readonly replace: boolean },
): boolean {
  mkdirSync(path.dirname(file), { recursive: true, mode: privateFolderMode });
  try {
    writeFileSync(file, contents, { mode: privateFileMode, flag: options.replace ? 'w' : 'wx' });
  } catch (error) {
    if (!options.replace && (error as { code?: unknown }).code === 'EEXIST') return false;
    throw error;
  }
  chmodSync(file, privateFileMode);
  return true;
}

/** The association's day (Europe/Lisbon) at `now`, 'YYYY-MM-DD', which starts the files' names. */
export function fileDate(now: Date): string {
  return associationDayAt(now).date;
}
