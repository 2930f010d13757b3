import path from 'node:path';

/**
 * Where the local backend finds the repository's Firebase files. Everything is resolved from this
 * file's location (local-backend/src/ports), so the commands work from any working directory.
 */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export const firebaseJsonPath = path.join(repoRoot, 'firebase.json');
export const databaseRulesPath = path.join(repoRoot, 'database.rules.json');

/** Persisted data of `npm start` (git-ignored). */
export const defaultDataDir = path.join(repoRoot, '.local-data');

/** The firebase-tools CLI installed in the workspace (never npx: it could reach the network). */
export const firebaseCliPath = path.join(repoRoot, 'node_modules', '.bin', 'firebase');
