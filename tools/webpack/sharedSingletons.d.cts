// Types of sharedSingletons.cjs, for the TypeScript that imports it.
export interface SharedModuleConfig {
  singleton: boolean;
  requiredVersion: string;
  strictVersion: boolean;
  /** The root's own version of the module (only the root provides one). */
  version?: string;
  /** The root: the file it provides. A section: false, it carries no copy of its own. */
  import?: string | false;
}
export declare const repoRoot: string;
/** A section's ranges are its package.json's: `dir` is its folder. */
export declare function sharedSingletons(
  role: 'root' | 'section',
  options?: { dir?: string },
): Record<string, SharedModuleConfig>;
export declare function sharedPackages(): { name: string; version: string; entries: string[] }[];
