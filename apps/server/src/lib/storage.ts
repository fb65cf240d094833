import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files go. Local disk here; an object store plugs in behind the same interface. */
export interface FileStorage {
  /** Stores the bytes and answers the public URL path (`/files/...`). */
  put(bytes: Buffer, extension: string): Promise<{ url: string; key: string }>;
  /** The directory served under `/files/`, for local storage. */
  readonly root: string;
}

export function localDiskStorage(root: string): FileStorage {
  return {
    root,
    async put(bytes, extension) {
      const now = new Date();
      const dir = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const key = `${dir}/${randomBytes(12).toString('hex')}.${extension}`;
      await fs.mkdir(path.join(root, dir), { recursive: true });
      await fs.writeFile(path.join(root, key), bytes, { flag: 'wx' });
      return { key, url: `/files/${key}` };
    },
  };
}
