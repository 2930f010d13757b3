// Types of sharedExports.cjs.
export declare function sharedExports(
  files: Record<string, string>,
): Record<string, { values: string[]; types: string[] }>;
