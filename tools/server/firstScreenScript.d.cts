export declare const firstScreenScript: string;
export declare const firstScreenScriptSource: string;
export declare const preloadsTemplateId: string;
