import {
  type TUploadContentType,
  type TUploadResult,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MAX_SIDE,
  UPLOAD_OUTPUT_MAX_SIDE,
  UPLOAD_PDF_MAX_BYTES,
} from '@mall/contract';
import { appError } from '../../lib/app-error.js';
import { loadSharp } from '../../lib/sharp.js';
import type { TStoredExtension } from '../../lib/storage.js';
import type { TDeps } from '../../plugins/deps.js';
import type { TSessionSubject } from '../account/session.service.js';
import { inspectPdf } from './pdf-inspect.js';
import { checkName, pdfHasActiveContent, pdfIsComplete, sniff, type TSniffed } from './sniff.js';
import * as repo from './upload.repository.js';

const FORMATS: Record<TSniffed, { ext: TStoredExtension; type: TUploadContentType }> = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  webp: { ext: 'webp', type: 'image/webp' },
  pdf: { ext: 'pdf', type: 'application/pdf' },
};

/** Re-encodes at most this many images, or reads this many PDFs, at once per process (the machine has few cores). */
const ENCODES_AT_ONCE = 2;
let encoding = 0;
const waiting: (() => void)[] = [];

async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (encoding >= ENCODES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else encoding += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else encoding -= 1;
  }
}

/**
 * Checks an image's header, then decodes and re-encodes it (EXIF orientation applied, metadata such
 * as GPS dropped, animation cut to its first frame, anything appended to the file gone). The pixel
 * limits are checked on the header, before any pixel is decoded.
 */
async function reencode(
  bytes: Buffer,
  format: Exclude<TSniffed, 'pdf'>,
): Promise<{ data: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', pages: 1, sequentialRead: true } as const;
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // The header only (no pixel is decoded): the limits below answer a bomb by name.
    meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw appError('UPLOAD_TYPE_REFUSED');
  }
  if (meta.format !== format) throw appError('UPLOAD_TYPE_REFUSED');
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !height) throw appError('UPLOAD_TYPE_REFUSED');
  if (width > UPLOAD_MAX_SIDE || height > UPLOAD_MAX_SIDE || width * height > UPLOAD_MAX_PIXELS) {
    throw appError('UPLOAD_IMAGE_TOO_BIG');
  }
  return withEncodeSlot(async () => {
    try {
      const pipeline = sharp(bytes, options).rotate().resize({
        width: UPLOAD_OUTPUT_MAX_SIDE,
        height: UPLOAD_OUTPUT_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const encoded =
        format === 'jpeg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : format === 'png'
            ? pipeline.png({ compressionLevel: 9 })
            : pipeline.webp({ quality: 85 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch {
      throw appError('UPLOAD_TYPE_REFUSED');
    }
  });
}

/**
 * Stores an upload. In order, nothing written before the last step: the name (no paths), the kind
 * by the bytes (JPEG, PNG, WebP, PDF — never the name or declared type), the size of that kind; an
 * image's pixel limits and re-encoding, a PDF's completeness, its parsing by a real PDF library and
 * the absence of active content anywhere in it (object streams and incremental updates included); then the
 * file (whole, under a generated name) and its row — the file is removed if the row fails.
 */
export async function storeUpload(
  deps: TDeps,
  /** A buyer's, a seller's or (the console's pictures) an admin's. */
  owner: TSessionSubject | { type: 'admin'; id: number },
  input: { bytes: Buffer; filename: string },
): Promise<TUploadResult> {
  const name = checkName(input.filename);
  if (name === null) throw appError('UPLOAD_BAD_NAME');
  const kind = sniff(input.bytes);
  if (kind === null) throw appError('UPLOAD_TYPE_REFUSED');
  if (input.bytes.length > (kind === 'pdf' ? UPLOAD_PDF_MAX_BYTES : UPLOAD_IMAGE_MAX_BYTES)) {
    throw appError('UPLOAD_TOO_LARGE');
  }
  let output = input.bytes;
  let width: number | null = null;
  let height: number | null = null;
  if (kind === 'pdf') {
    if (!pdfIsComplete(input.bytes)) throw appError('UPLOAD_TYPE_REFUSED');
    // The grep of the raw bytes is a cheap first pass; object streams hide names from it, so the
    // parser's reading decides (pdf-worker.mjs).
    if (pdfHasActiveContent(input.bytes)) throw appError('UPLOAD_PDF_ACTIVE');
    const verdict = await withEncodeSlot(() => inspectPdf(input.bytes));
    if (verdict === 'active') throw appError('UPLOAD_PDF_ACTIVE');
    if (verdict === 'broken') throw appError('UPLOAD_TYPE_REFUSED');
  } else {
    ({ data: output, width, height } = await reencode(input.bytes, kind));
  }
  const format = FORMATS[kind];
  const { url, key } = await deps.storage.put(output, format.ext);
  try {
    await repo.insertFile(deps.db, {
      owner_type: owner.type,
      owner_id: owner.id,
      path: url,
      content_type: format.type,
      size: output.length,
      kind: kind === 'pdf' ? 'pdf' : 'image',
      width,
      height,
      original_name: name,
      created_at: Date.now(),
    });
  } catch (err) {
    await deps.storage.remove(key);
    throw err;
  }
  return {
    url,
    name,
    size: output.length,
    contentType: format.type,
    kind: kind === 'pdf' ? 'pdf' : 'image',
    width,
    height,
  };
}

/** Whether the path is a file of this kind the owner uploaded (an avatar, a review picture, a PDF). */
export async function isOwnedUpload(
  deps: TDeps,
  path: string,
  owner: TSessionSubject,
  kind: 'image' | 'pdf' = 'image',
): Promise<boolean> {
  return (await repo.findOwnedFile(deps.db, path, owner.type, owner.id, kind)) !== undefined;
}

/** The bytes of a file of this kind the owner uploaded, or undefined when it is not theirs (or none). */
export async function ownedUploadSize(
  deps: TDeps,
  path: string,
  owner: TSessionSubject,
  kind: 'image' | 'pdf',
): Promise<number | undefined> {
  const row = await repo.findOwnedFile(deps.db, path, owner.type, owner.id, kind);
  return row ? Number(row.size) : undefined;
}

/** Whether every path (distinct) is an image the owner uploaded; true for none. */
export async function ownedImages(deps: TDeps, paths: string[], owner: TSessionSubject): Promise<boolean> {
  const distinct = [...new Set(paths)];
  return (await repo.countOwnedImages(deps.db, distinct, owner.type, owner.id)) === distinct.length;
}

/** Which of the paths are images the owner uploaded (a seller's product pictures). */
export async function ownedImagesOf(
  db: TDeps['db'],
  paths: readonly string[],
  owner: TSessionSubject,
): Promise<Set<string>> {
  return new Set(await repo.ownedImagePaths(db, paths, owner.type, owner.id));
}

/** An attachment as a demand or a plan keeps it: the stored path, its name, kind and bytes. */
export interface TOwnedAttachment {
  url: string;
  name: string;
  kind: 'image' | 'pdf';
  size: number;
}

/**
 * The attachments a form sent (a demand's, a plan's), each checked to be the owner's upload of its
 * kind (a `.pdf` path is a PDF, any other a picture: the contract admits no more), in order; the
 * first that is not answers 407 UPLOAD_NOT_OWNED on `attachments`.
 */
export async function ownedAttachments(
  deps: TDeps,
  sent: readonly { url: string; name: string }[],
  owner: TSessionSubject,
): Promise<TOwnedAttachment[]> {
  const attachments: TOwnedAttachment[] = [];
  for (const a of sent) {
    const kind = a.url.endsWith('.pdf') ? 'pdf' : 'image';
    const size = await ownedUploadSize(deps, a.url, owner, kind);
    if (size === undefined) throw appError('UPLOAD_NOT_OWNED', { field: 'attachments', what: '文件' });
    attachments.push({ url: a.url, name: a.name, size, kind });
  }
  return attachments;
}
