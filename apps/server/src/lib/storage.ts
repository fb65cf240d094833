import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { APP_ERRORS } from '@mall/contract';
import type { FastifyReply } from 'fastify';
import type { TConfig } from '../config/env.js';
import { appError } from './app-error.js';
import { loadOnce } from './load-once.js';

/** The kinds of file the mall stores, by extension. */
export type TStoredExtension = 'jpg' | 'png' | 'webp' | 'pdf';

/** A stored file as it is read: its bytes as a stream, how many, and its type (from its key's extension). */
export interface TStoredFile {
  body: Readable;
  size: number;
  type: string;
}

/**
 * Where uploaded files (and the images resized from them) live: the machine's disk, or an
 * S3-compatible bucket that every instance reads (DESIGN-OPERATE §E). A store that does not answer
 * fails the call with 503 `STORAGE_UNAVAILABLE` within a few seconds, never hangs it.
 */
export interface FileStorage {
  /** For the start log: the folder, or the endpoint and bucket (never a secret). */
  readonly description: string;
  /**
   * Whether every instance of the shop reads this same store (a bucket): what is derived from an
   * upload (its resized copies) is then kept in it too, else on this machine.
   */
  readonly shared: boolean;
  /**
   * Stores the bytes under a generated name and answers the public URL path (`/files/...`) and its
   * key; the file appears whole or not at all.
   */
  put(bytes: Buffer, extension: TStoredExtension): Promise<{ url: string; key: string }>;
  /** Stores the bytes under a key the caller derived (a resized image); whole or not at all. */
  write(key: string, bytes: Buffer): Promise<void>;
  /** A stored file, or null when there is none under the key. */
  open(key: string): Promise<TStoredFile | null>;
  /** Removes a stored file (a failed upload's); a missing one is no error. */
  remove(key: string): Promise<void>;
  /** Makes sure the store is there (the folder made, the bucket answering); throws when it is not. */
  check(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The type a key's extension names (the bucket's own is never trusted). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** A stored key: yyyy/mm/<24 hex>.<ext> — the only names `/files/` serves. */
export const STORED_KEY = /^\d{4}\/\d{2}\/[a-f0-9]{24}\.(jpg|png|webp|pdf)$/;

/** Keys a caller may derive: lower-case words, digits and dots between slashes, never `..`. */
const SAFE_KEY = /^(?!.*\.\.)[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** A key no store accepts (it leaves the store's place, or is not a name the mall makes). */
export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`not a storage key: ${key}`);
    this.name = 'StorageKeyError';
  }
}

function checkKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new StorageKeyError(key);
}

/** The folder local storage keeps a shop's uploads in, under its DATA_DIR. */
export function localUploadsDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'uploads');
}

/** A new upload's key: the month it came in and a random name nobody can guess or collide with. */
function newKey(extension: TStoredExtension): string {
  const now = new Date();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${month}/${randomBytes(12).toString('hex')}.${extension}`;
}

/** `put` of a store: a new key, written by the store's own `write`. */
function putWith(write: (key: string, bytes: Buffer) => Promise<void>): FileStorage['put'] {
  return async (bytes, extension) => {
    const key = newKey(extension);
    await write(key, bytes);
    return { key, url: `/files/${key}` };
  };
}

export function localDiskStorage(root: string): FileStorage {
  const write = async (key: string, bytes: Buffer) => {
    checkKey(key);
    const file = path.join(root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name, then renamed into place: never a half file under a served name.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temp, bytes, { flag: 'wx' });
      await fs.rename(temp, file);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
  };
  return {
    description: `本机目录 ${path.resolve(root)}`,
    shared: false,
    put: putWith(write),
    write,
    async open(key) {
      checkKey(key);
      const file = path.join(root, key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: createReadStream(file), size: stat.size, type: contentTypeOf(key) };
    },
    async remove(key) {
      checkKey(key);
      await fs.rm(path.join(root, key), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
    },
  };
}

/** The S3 settings of the config (STORAGE=s3 guarantees the bucket and keys at start). */
export type TS3Settings = Pick<
  TConfig,
  'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** Bounded waits: a store that does not answer costs a request at most a few seconds. */
const S3_CONNECT_TIMEOUT_MS = 2_000;
const S3_REQUEST_TIMEOUT_MS = 5_000;

/** Whether the store answered that the object is not there (as opposed to not answering). */
function isMissing(sdk: typeof S3, err: unknown): boolean {
  return err instanceof sdk.S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);
}

/**
 * An S3-compatible bucket (AWS S3, Aliyun OSS, Tencent COS, MinIO). The bucket stays private: every
 * file is read by the mall and served under `/files/` and `/img/` with the mall's own headers.
 */
export function s3Storage(settings: TS3Settings): FileStorage {
  const bucket = settings.S3_BUCKET ?? '';
  // The SDK (about 20 MB of RSS that disk storage never needs) loads with the first call.
  const connect = loadOnce(async () => {
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
      region: settings.S3_REGION,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
      credentials: {
        accessKeyId: settings.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY ?? '',
      },
      // One retry, then the caller hears 503: a buyer waits seconds, not the SDK's minutes of backoff.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: S3_REQUEST_TIMEOUT_MS },
      // Checksums only where the API requires them: OSS, COS and older S3-compatible servers refuse the
      // SDK's default trailing checksums on uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { sdk, client };
  });
  const unavailable = (err: unknown) => {
    throw Object.assign(appError('STORAGE_UNAVAILABLE'), { cause: err });
  };
  const write = async (key: string, bytes: Buffer) => {
    checkKey(key);
    const { sdk, client } = await connect().catch(unavailable);
    // A PUT is whole or nothing at the store: readers never see half an object.
    await client
      .send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentTypeOf(key),
        }),
      )
      .catch(unavailable);
  };
  return {
    description: `对象存储 ${settings.S3_ENDPOINT ?? 'AWS S3'} / ${bucket}`,
    shared: true,
    put: putWith(write),
    write,
    async open(key) {
      checkKey(key);
      const { sdk, client } = await connect().catch(unavailable);
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0, type: contentTypeOf(key) };
      } catch (err) {
        if (isMissing(sdk, err)) return null;
        return unavailable(err);
      }
    },
    async remove(key) {
      checkKey(key);
      const { sdk, client } = await connect().catch(unavailable);
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key })).catch((err: unknown) => {
        if (!isMissing(sdk, err)) unavailable(err);
      });
    },
    // A wrong bucket or key is said at start, not at the first buyer's upload.
    async check() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

/** The storage the settings name: the disk under DATA_DIR, or the bucket. */
export function storageFrom(config: TConfig & TS3Settings): FileStorage {
  return config.STORAGE === 's3' ? s3Storage(config) : localDiskStorage(localUploadsDir(config.DATA_DIR));
}

/**
 * What a file read (`/files/`, `/img/`) answers while the store does not: HTTP 503 with the envelope,
 * never cached, so the picture comes back by itself once the store does.
 */
export function answerStorageDown(reply: FastifyReply): FastifyReply {
  const { status, msg } = APP_ERRORS.STORAGE_UNAVAILABLE;
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .header('retry-after', '5')
    .send({ status, msg, code: 'STORAGE_UNAVAILABLE', data: null });
}
