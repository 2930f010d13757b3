// Types of SharedImportsPlugin.cjs, for the TypeScript that reads what it writes.
/** The file beside a section's remoteEntry.js naming what its build takes from each shared module. */
export declare const sharedImportsFile: string;
/** Its content: the section's federation name, and shared entry → the export names taken ('*': whole). */
export interface SharedImportsRecord {
  readonly name: string;
  readonly imports: Readonly<Record<string, readonly string[]>>;
}
export declare class SharedImportsPlugin {
  constructor(options: { name: string });
}
