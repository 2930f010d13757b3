// Types of sharedSingletons.cjs, for the TypeScript that imports it (its test).
export declare const repoRoot: string;
export declare function sharedSingletons(): Record<
  string,
  { singleton: boolean; version: string; requiredVersion: string }
>;
