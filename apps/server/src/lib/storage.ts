import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The kinds of file the mall stores, by extension. */
export type TStoredExtension = 'jpg' | 'png' | 'webp' | 'pdf';

/** Where uploaded files go. Local disk here; an object store plugs in behind the same interface. */
export interface FileStorage {
  /**
   * Stores the bytes under a generated name and answers the public URL path (`/files/...`) and its
   * key; the file appears whole or not at all.
   */
  put(bytes: Buffer, extension: TStoredExtension): Promise<{ url: string; key: string }>;
  /** Removes a stored file (a failed upload's); a missing one is no error. */
  remove(key: string): Promise<void>;
  /** The directory served under `/files/`, for local storage. */
  readonly root: string;
}

/** A stored key: yyyy/mm/<24 hex>.<ext> — the only names `/files/` serves. */
export const STORED_KEY = /^\d{4}\/\d{2}\/[a-f0-9]{24}\.(jpg|png|webp|pdf)$/;

export function localDiskStorage(root: string): FileStorage {
  return {
    root,
    async put(bytes, extension) {
      const now = new Date();
      const dir = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      const key = `${dir}/${randomBytes(12).toString('hex')}.${extension}`;
      await fs.mkdir(path.join(root, dir), { recursive: true });
      // Written under a temporary name, then renamed into place: never a half file under a served name.
      const temp = path.join(root, `${key}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await fs.writeFile(temp, bytes, { flag: 'wx' });
        await fs.rename(temp, path.join(root, key));
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      return { key, url: `/files/${key}` };
    },
    async remove(key) {
      if (!STORED_KEY.test(key)) throw new Error(`not a stored key: ${key}`);
      await fs.rm(path.join(root, key), { force: true });
    },
  };
}
