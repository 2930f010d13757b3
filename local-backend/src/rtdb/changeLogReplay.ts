import { readFileSync } from 'node:fs';
import { parseChangeLine, type PersistedChange } from './persistedChange';

const NEWLINE = 0x0a;

export interface ReplayedLog {
  /** Changes applied. */
  readonly changes: number;
  /** Lines at the end that were not whole changes: a group cut off by a crash before it was saved. */
  readonly tornLines: number;
}

/**
 * Applies every change of a change log file, in order. Lines that do not read as changes are
 * accepted only at the very end of the file: there they are the last group of lines, which a crash
 * cut off before it was saved (so no client was told it was saved), and they are skipped and
 * reported. A bad line followed by a good one means the file is damaged: an error naming the file
 * and the line, and the server does not start.
 */
export function replayChangeLog(
  file: string,
  apply: (change: PersistedChange) => void,
): ReplayedLog {
  // A Buffer split at newline bytes: a newline byte is never part of a longer UTF-8 character.
  const bytes = readFileSync(file);
  let changes = 0;
  let firstBad: { line: number; problem: string } | null = null;
  let badLines = 0;
  let line = 0;
  for (let start = 0; start < bytes.length;) {
    const found = bytes.indexOf(NEWLINE, start);
    const end = found === -1 ? bytes.length : found;
    line += 1;
    const text = bytes.toString('utf8', start, end);
    start = end + 1;
    if (text.trim() === '') continue;
    const parsed = parseChangeLine(text);
    if ('problem' in parsed) {
      firstBad ??= { line, problem: parsed.problem };
      badLines += 1;
      continue;
    }
    if (firstBad !== null) {
      throw new Error(
        `The Realtime Database change log ${file} is damaged at line ${firstBad.line} ` +
          `(${firstBad.problem}), before saved changes; fix that line and start again ` +
          '(removing the log instead loses the writes since the data file was last saved).',
      );
    }
    apply(parsed);
    changes += 1;
  }
  return { changes, tornLines: badLines };
}
