// Types of startBanner.cjs (what `npm start` prints about the demo accounts and the association's code).
export declare const demoPassword: string;
export declare const demoAccountRows: readonly { readonly email: string; readonly about: string }[];
export declare function demoAccountLines(indent?: string): string[];
export declare function startAssociationCodeWarning(
  runtimeConfig: unknown,
  associationCode: string,
): string | null;
