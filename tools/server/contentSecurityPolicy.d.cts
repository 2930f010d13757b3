export interface ContentSecurityPolicyOptions {
  connect?: string[];
  images?: string[];
  scripts?: string[];
  firebaseHosted?: boolean;
  forMeta?: boolean;
  styleHashes?: string[];
}
export declare function contentSecurityPolicy(options?: ContentSecurityPolicyOptions): string;
export declare function localEmulatorSources(ports: {
  host?: string;
  auth: number;
  database: number;
  firestore: number;
  storage?: number;
}): string[];
export declare function localImageSources(ports: { host?: string; storage?: number }): string[];
