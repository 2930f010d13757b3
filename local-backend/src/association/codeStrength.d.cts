// Types of codeStrength.cjs (the association's code's strength, shared with `npm start`).
export declare const minimumLength: number;
export declare const minimumDistinct: number;
export declare const minimumBits: number;
export declare function estimatedBits(associationCode: string): number;
export declare function associationCodeWeakness(associationCode: string): string | null;
export declare function isRealProjectRuntime(config: unknown): boolean;
export declare function weakAssociationCodeWarning(
  associationCode: string,
  where: string,
  advice?: string,
): string | null;
