import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serviceAccountKeyProblem } from '../../local-backend/src/association/projectTarget';

/**
 * The deployment signs in as the Firebase CLI does: `firebase login`, or the service account key that
 * GOOGLE_APPLICATION_CREDENTIALS names. Such a key must be outside the repository (it could otherwise
 * be committed, built or served) and be the project's: the same check as the association's command
 * (projectTarget.ts). A key inside the repository is refused without being read.
 */
export function credentialsProblem(
  env: NodeJS.ProcessEnv,
  projectId: string,
  repoRoot: string,
  cwd: string,
  readKey: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): string | null {
  const keyPath = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (keyPath === undefined || keyPath.trim() === '') return null;
  const resolved = path.resolve(cwd, keyPath);
  const relative = path.relative(repoRoot, resolved);
  const outside = relative.startsWith('..') || path.isAbsolute(relative);
  let text: string | null = null;
  if (outside) {
    try {
      text = readKey(resolved);
    } catch {
      text = null;
    }
  }
  return serviceAccountKeyProblem({ keyPath, text, projectId, repoRoot, cwd });
}
