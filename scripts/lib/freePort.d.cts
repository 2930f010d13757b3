// Types of freePort.cjs.
export declare function freePort(): Promise<number>;
export declare function isPortFree(port: number): Promise<boolean>;
