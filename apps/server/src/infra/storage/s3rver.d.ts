// The few parts of s3rver (a signature-checking S3 server for tests) the tests use; it ships no types.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }
  /** The Koa context of a request (only what the signature check reads and writes). */
  export interface S3rverContext {
    req: import('node:http').IncomingMessage;
    status: number;
    type: string;
    body: unknown;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
