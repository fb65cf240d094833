import type { TUploadContentType, TUploadResult } from '@mall/contract';
import { badPayload } from '../../lib/app-error.js';
import { loadSharp } from '../../lib/sharp.js';
import type { TDeps } from '../../plugins/deps.js';
import type { TSessionSubject } from '../account/session.service.js';
import * as repo from './upload.repository.js';

/** The formats we accept, as sharp detects them from the bytes (the declared type is not trusted). */
const FORMATS: Record<string, { ext: string; type: TUploadContentType }> = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  webp: { ext: 'webp', type: 'image/webp' },
};

const MAX_PIXELS = 40_000_000;

/**
 * Stores an uploaded image. The bytes must decode as one of the accepted formats; they are
 * re-encoded (EXIF orientation applied, metadata such as GPS dropped).
 */
export async function storeImage(
  deps: TDeps,
  owner: TSessionSubject,
  bytes: Buffer,
  originalName: string,
): Promise<TUploadResult> {
  let format: { ext: string; type: TUploadContentType } | undefined;
  let output = bytes;
  let width = 0;
  let height = 0;
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    format = meta.format ? FORMATS[meta.format] : undefined;
    if (format) {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .toFormat(meta.format as 'jpeg')
        .toBuffer({ resolveWithObject: true });
      output = data;
      width = info.width;
      height = info.height;
    }
  } catch {
    format = undefined;
  }
  if (!format) throw badPayload('参数解析失败：file 只能上传 JPG、PNG 或 WebP 图片');
  const { url } = await deps.storage.put(output, format.ext);
  await repo.insertFile(deps.db, {
    owner_type: owner.type,
    owner_id: owner.id,
    path: url,
    content_type: format.type,
    size: output.length,
    created_at: Date.now(),
  });
  return {
    url,
    name: originalName.slice(0, 200),
    size: output.length,
    contentType: format.type,
    kind: 'image',
    width,
    height,
  };
}

export async function isOwnedUpload(deps: TDeps, path: string, owner: TSessionSubject): Promise<boolean> {
  return (await repo.findOwnedFile(deps.db, path, owner.type, owner.id)) !== undefined;
}

/** Whether every path (distinct) is an image the owner uploaded; true for none. */
export async function ownedImages(deps: TDeps, paths: string[], owner: TSessionSubject): Promise<boolean> {
  const distinct = [...new Set(paths)];
  return (await repo.countOwnedImages(deps.db, distinct, owner.type, owner.id)) === distinct.length;
}
