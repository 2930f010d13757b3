// Types of freePort.cjs.
export declare function freePort(): Promise<number>;
