import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** A case of a lint test: what it is, the file it stands for, its code, and whether lint lets it be. */
export type LintCase = readonly [name: string, filePath: string, code: string, allowed: boolean];

const repoRoot = path.resolve(__dirname, '..', '..');

/**
 * Lints each case as that file of the repository (lintSamples.mjs, in its own process: ESLint loads
 * eslint.config.mjs as an ES module) and declares one test per case: `ruleId` reported exactly when
 * the case is not allowed. The layers' and the texts' tests share it.
 */
export function expectLintRule(ruleId: string, cases: readonly LintCase[]): void {
  const outcome = spawnSync(process.execPath, [path.join(repoRoot, 'tools/lint/lintSamples.mjs')], {
    input: JSON.stringify(cases.map(([, filePath, code]) => ({ filePath, code }))),
    encoding: 'utf8',
    cwd: repoRoot,
  });
  const ruleIds = JSON.parse(outcome.stdout || '[]') as string[][];

  it.each(cases.map((row, index) => [...row, index] as const))(
    '%s',
    (_case, _file, _code, allowed, index) => {
      expect(outcome.stderr).toBe('');
      expect((ruleIds[index] ?? []).includes(ruleId)).toBe(!allowed);
    },
  );
}
