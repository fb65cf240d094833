import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { startS3Server } from '../test/s3-server.js';
import { isAppError } from './app-error.js';
import { type FileStorage, localDiskStorage, STORED_KEY, StorageKeyError, s3Storage } from './storage.js';

const s3 = await startS3Server();
afterAll(() => s3.close());

const read = async (storage: FileStorage, key: string) => {
  const file = await storage.open(key);
  if (!file) return null;
  return { bytes: await buffer(file.body), size: file.size, type: file.type };
};

const backends: [string, () => FileStorage][] = [
  ['local disk', () => localDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'mall-storage-')))],
  ['S3-compatible bucket', () => s3Storage(loadConfig({ ...s3.env, LOG_LEVEL: 'silent' }))],
];

describe.each(backends)('file storage: %s', (_name, make) => {
  const storage = make();

  it('stores bytes under a generated key and reads them back whole', async () => {
    const bytes = Buffer.from('not really a png, but bytes');
    const { key, url } = await storage.put(bytes, 'png');
    expect(key).toMatch(STORED_KEY);
    expect(url).toBe(`/files/${key}`);
    expect(await read(storage, key)).toEqual({ bytes, size: bytes.length, type: 'image/png' });
    const other = await storage.put(bytes, 'png');
    expect(other.key).not.toBe(key);
  });

  it('writes a derived key, answers null for a key it does not hold, and removes', async () => {
    await storage.write('img/450/ab/abcdef.webp', Buffer.from('resized'));
    expect((await read(storage, 'img/450/ab/abcdef.webp'))?.bytes.toString()).toBe('resized');
    expect(await storage.open('2026/01/aaaaaaaaaaaaaaaaaaaaaaaa.png')).toBeNull();
    await storage.remove('img/450/ab/abcdef.webp');
    expect(await storage.open('img/450/ab/abcdef.webp')).toBeNull();
    // Removing what is not there is no error.
    await storage.remove('img/450/ab/abcdef.webp');
  });

  it('refuses keys that leave its place or are not its own names', async () => {
    for (const key of ['../secret.png', '/etc/passwd', 'a/../../b.png', 'UPPER.png', '']) {
      await expect(storage.open(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.write(key, Buffer.from('x'))).rejects.toThrow(StorageKeyError);
      await expect(storage.remove(key)).rejects.toThrow(StorageKeyError);
    }
  });
});

describe('an S3 store that does not answer', () => {
  it('fails reads and writes with STORAGE_UNAVAILABLE within seconds, and works again once it is back', async () => {
    const storage = s3Storage(loadConfig({ ...s3.env, LOG_LEVEL: 'silent' }));
    const { key } = await storage.put(Buffer.from('before'), 'jpg');
    await s3.stop();
    try {
      const started = Date.now();
      const put = await storage.put(Buffer.from('x'), 'jpg').catch((err: unknown) => err);
      expect(isAppError(put, 'STORAGE_UNAVAILABLE')).toBe(true);
      const open = await storage.open(key).catch((err: unknown) => err);
      expect(isAppError(open, 'STORAGE_UNAVAILABLE')).toBe(true);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await s3.start();
    }
    expect((await read(storage, key))?.bytes.toString()).toBe('before');
  });
});
