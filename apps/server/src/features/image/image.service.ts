import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_PRESETS, type TImagePreset } from '@mall/contract';
import { loadSharp } from '../../lib/sharp.js';

export type TImageFormat = 'webp' | 'jpeg' | 'png';

export interface TImageSources {
  /** URL prefix (first path segment) → directory the originals live in. */
  roots: Record<string, string>;
  /** Where resized results are kept. */
  cacheDir: string;
}

/**
 * The original file behind `<prefix>/<rest>`, or null when the prefix is unknown or the path
 * tries to leave its directory.
 */
export function resolveOriginal(sources: TImageSources, relPath: string): string | null {
  const [prefix, ...rest] = relPath.split('/');
  const root = prefix ? sources.roots[prefix] : undefined;
  if (!root || rest.length === 0) return null;
  const full = path.resolve(root, rest.join('/'));
  return full.startsWith(path.resolve(root) + path.sep) ? full : null;
}

/** WebP where the browser accepts it; otherwise JPEG, or PNG for originals with transparency. */
export function pickFormat(accept: string | undefined, hasAlpha: boolean): TImageFormat {
  if (accept?.includes('image/webp')) return 'webp';
  return hasAlpha ? 'png' : 'jpeg';
}

/**
 * Resizes an original to a preset (cover crop, centred), caching the result on disk. Writes go to
 * a temporary name and are renamed into place, so concurrent requests and instances never see a
 * half-written file.
 */
export async function presetImage(
  sources: TImageSources,
  original: string,
  preset: TImagePreset,
  accept: string | undefined,
): Promise<{ file: string; format: TImageFormat } | null> {
  const stat = await fs.stat(original).catch(() => null);
  if (!stat?.isFile()) return null;
  const key = createHash('sha1').update(`${original}:${stat.mtimeMs}:${stat.size}`).digest('hex');
  const cached = (format: TImageFormat) => path.join(sources.cacheDir, preset, key.slice(0, 2), `${key}.${format}`);
  // A cache hit needs no decoding: look for every format this request could get.
  const candidates: TImageFormat[] = accept?.includes('image/webp') ? ['webp'] : ['jpeg', 'png'];
  for (const candidate of candidates) {
    if (await fs.stat(cached(candidate)).catch(() => null)) return { file: cached(candidate), format: candidate };
  }

  const sharp = await loadSharp();
  const meta = await sharp(original).metadata();
  const format = pickFormat(accept, Boolean(meta.hasAlpha));
  const file = cached(format);

  const { width, height } = IMAGE_PRESETS[preset];
  const pipeline = sharp(original, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'centre' });
  const bytes = await (format === 'webp'
    ? pipeline.webp({ quality: 82 })
    : format === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 84, mozjpeg: true })
  ).toBuffer();
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, file);
  return { file, format };
}
