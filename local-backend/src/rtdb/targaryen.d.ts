// The part of targaryen's API (node_modules/targaryen/README.md) the rules gate uses; the package ships no types.
declare module 'targaryen' {
  export interface TargaryenResult {
    readonly allowed: boolean;
    readonly info: string;
    readonly newDatabase?: TargaryenDatabase;
  }
  export interface TargaryenDatabase {
    readonly rules: unknown;
    readonly root: unknown;
    readonly auth: unknown;
    with(options: { data?: unknown; auth?: unknown; now?: number }): TargaryenDatabase;
    as(auth: unknown): TargaryenDatabase;
    read(path: string, options?: { now?: number }): TargaryenResult;
    write(path: string, value: unknown, options?: { now?: number }): TargaryenResult;
    update(
      path: string,
      patch: Record<string, unknown>,
      options?: { now?: number },
    ): TargaryenResult;
  }
  export function database(rules: unknown, data: unknown, now?: number | null): TargaryenDatabase;
}
