/** The part of s3rver (a local S3-compatible server, tests only; the package ships no types) the tests use. */
declare module 's3rver' {
  interface TS3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: TS3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
