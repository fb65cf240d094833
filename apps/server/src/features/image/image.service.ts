import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { IMAGE_PRESETS, type TImagePreset } from '@mall/contract';
import { loadSharp } from '../../lib/sharp.js';
import { type FileStorage, StorageKeyError } from '../../lib/storage.js';

export type TImageFormat = 'webp' | 'jpeg' | 'png';

export interface TImageSources {
  /** Where uploads live (`files/…`): the disk or the bucket. */
  storage: FileStorage;
  /** The demo catalogue's originals (`catalogue/…`), always on this machine's disk. */
  catalogueDir: string;
  /** This machine's cache of resized images (DATA_DIR/image-cache). */
  localCache: FileStorage;
}

/** An original image: what identifies its bytes, how to read them, and where its resized copies go. */
export interface TOriginal {
  id: string;
  read(): Promise<Buffer | null>;
  cache: FileStorage;
  /** Prefix of the resized copies' keys in that cache. */
  prefix: string;
}

const UPLOADED_IMAGE = /\.(jpg|png|webp)$/;

/**
 * The original behind `<prefix>/<rest>`, or null when the prefix is unknown, the path tries to leave
 * its place, or an upload is not a picture. An upload's name is never reused, so its key is its
 * identity; a catalogue file's is its path, size and time.
 */
export async function resolveOriginal(sources: TImageSources, relPath: string): Promise<TOriginal | null> {
  const [prefix, ...rest] = relPath.split('/');
  const key = rest.join('/');
  if (!key) return null;
  if (prefix === 'files') {
    if (!UPLOADED_IMAGE.test(key) || key.includes('..')) return null;
    const { storage, localCache } = sources;
    return {
      id: `files/${key}`,
      read: async () => {
        const file = await storage.open(key).catch((err: unknown) => {
          // A key the storage refuses as a name is no file; a store that does not answer is its own error.
          if (err instanceof StorageKeyError) return null;
          throw err;
        });
        // The resizer needs the whole image.
        return file ? buffer(file.body) : null;
      },
      // Resized uploads go where every instance finds them: beside them in a bucket, else on this disk.
      cache: storage.shared ? storage : localCache,
      prefix: storage.shared ? 'img/' : '',
    };
  }
  if (prefix !== 'catalogue') return null;
  const root = path.resolve(sources.catalogueDir);
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) return null;
  const stat = await fs.stat(full).catch(() => null);
  if (!stat?.isFile()) return null;
  return {
    id: `${full}:${stat.mtimeMs}:${stat.size}`,
    read: () => fs.readFile(full).catch(() => null),
    cache: sources.localCache,
    prefix: '',
  };
}

/** WebP where the browser accepts it; otherwise JPEG, or PNG for originals with transparency. */
export function pickFormat(accept: string | undefined, hasAlpha: boolean): TImageFormat {
  if (accept?.includes('image/webp')) return 'webp';
  return hasAlpha ? 'png' : 'jpeg';
}

/** Resizes in progress in this process, by cache key: concurrent first requests share one. */
const resizing = new Map<string, Promise<{ bytes: Buffer; format: TImageFormat } | null>>();

/**
 * An original at a preset (cover crop, centred), from the cache when it is there; a new one is kept
 * in the cache (written whole or not at all, so instances never see half a file).
 */
export async function presetImage(
  original: TOriginal,
  preset: TImagePreset,
  accept: string | undefined,
): Promise<{ body: Readable | Buffer; format: TImageFormat } | null> {
  const hash = createHash('sha1').update(original.id).digest('hex');
  const cacheKey = (format: TImageFormat) => `${original.prefix}${preset}/${hash.slice(0, 2)}/${hash}.${format}`;
  // A cache hit needs no decoding: look for every format this request could get.
  const candidates: TImageFormat[] = accept?.includes('image/webp') ? ['webp'] : ['jpeg', 'png'];
  for (const candidate of candidates) {
    const hit = await original.cache.open(cacheKey(candidate));
    if (hit) return { body: hit.body, format: candidate };
  }
  const flight = `${original.id}\n${preset}\n${candidates.join()}`;
  let running = resizing.get(flight);
  if (!running) {
    running = resize(original, preset, accept, cacheKey).finally(() => resizing.delete(flight));
    resizing.set(flight, running);
  }
  const made = await running;
  return made && { body: made.bytes, format: made.format };
}

async function resize(
  original: TOriginal,
  preset: TImagePreset,
  accept: string | undefined,
  cacheKey: (format: TImageFormat) => string,
): Promise<{ bytes: Buffer; format: TImageFormat } | null> {
  const source = await original.read();
  if (!source) return null;
  const sharp = await loadSharp();
  const meta = await sharp(source).metadata();
  const format = pickFormat(accept, Boolean(meta.hasAlpha));
  const { width, height } = IMAGE_PRESETS[preset];
  const pipeline = sharp(source, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' });
  const bytes = await (format === 'webp'
    ? pipeline.webp({ quality: 82 })
    : format === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 84, mozjpeg: true })
  ).toBuffer();
  await original.cache.write(cacheKey(format), bytes);
  return { bytes, format };
}
