import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The TypeScript sources below `dir`, tests left out: what the repository's structure tests read. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}
