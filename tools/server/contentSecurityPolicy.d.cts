export interface ContentSecurityPolicyOptions {
  connect?: string[];
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
}): string[];
