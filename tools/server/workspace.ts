import path from 'node:path';

/** The repository's root folder. */
export const repoRoot = path.resolve(__dirname, '..', '..');

/** The micro-frontends, by folder; each builds into <folder>/dist and is served at /mf/<folder>/. */
export const microFrontendFolders = [
  'mf-shell',
  'mf-calls',
  'mf-health',
  'mf-games',
  'mf-admin',
  'mf-family',
] as const;
