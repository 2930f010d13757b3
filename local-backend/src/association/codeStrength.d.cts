// Types of codeStrength.cjs (the registration code's strength, shared with `npm start`).
export declare const minimumLength: number;
export declare const minimumDistinct: number;
export declare const minimumBits: number;
export declare function estimatedBits(code: string): number;
export declare function registrationCodeWeakness(code: string): string | null;
export declare function isRealProjectRuntime(config: unknown): boolean;
export declare function weakCodeWarning(
  code: string,
  where: string,
  advice?: string,
): string | null;
