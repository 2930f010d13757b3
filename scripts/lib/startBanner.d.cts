// Types of startBanner.cjs (what `npm start` prints about the demo accounts and the registration code).
export declare const demoPassword: string;
export declare const demoAccountRows: readonly { readonly email: string; readonly about: string }[];
export declare function demoAccountLines(indent?: string): string[];
export declare function startCodeWarning(runtimeConfig: unknown, code: string): string | null;
