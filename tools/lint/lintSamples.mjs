// Lints pieces of code as if they were files of the repository (the cases on stdin as JSON,
// [{ filePath, code }], paths relative to the repository) and prints each one's rule ids: the layers'
// test runs it in its own process, because ESLint loads eslint.config.mjs as an ES module.
import path from 'node:path';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const cases = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: repoRoot });
const results = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  results.push((result?.messages ?? []).map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(results));
