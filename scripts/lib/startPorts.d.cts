// Types of startPorts.cjs.
export declare const startPorts: readonly {
  readonly part: string;
  readonly variable: string;
  readonly emulator: string | null;
  readonly fallback: number;
}[];
export declare function defaultPorts(repoRoot: string): Record<string, number>;
export declare function isPortFree(port: number): Promise<boolean>;
export declare function choosePorts(
  env: Record<string, string | undefined>,
  defaults: Record<string, number>,
  isFree?: (port: number) => Promise<boolean>,
  pickFree?: () => Promise<number>,
): Promise<
  | { readonly ports: Record<string, number>; readonly notes: readonly string[] }
  | { readonly problem: string }
>;
