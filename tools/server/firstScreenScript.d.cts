export declare const firstScreenScript: string;
export declare const firstScreenScriptSource: string;
