import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The bucket the local server holds, and the keys it takes (s3rver checks none). */
export const TEST_BUCKET = 'mall-test';

export interface TS3Server {
  /** The settings a mall instance needs to use this server (STORAGE=s3). */
  env: Record<string, string>;
  /** Stops answering (the port is refused), keeping what it holds. */
  stop(): Promise<void>;
  /** Answers again on the same port, with what it held. */
  start(): Promise<void>;
  /** The keys the bucket holds under `prefix`. */
  keys(prefix: string): Promise<string[]>;
  /** Stops and forgets everything. */
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free port, its objects in a temporary folder. */
export async function startS3Server(): Promise<TS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-s3-'));
  const make = (port: number) =>
    new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
  let server = make(0);
  const { port } = await server.run();
  let isRunning = true;
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: TEST_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (isRunning) await server.close();
      isRunning = false;
    },
    async start() {
      if (isRunning) return;
      server = make(port);
      await server.run();
      isRunning = true;
    },
    async keys(prefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).map((o) => o.Key ?? '');
    },
    async close() {
      client.destroy();
      if (isRunning) await server.close();
      isRunning = false;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
