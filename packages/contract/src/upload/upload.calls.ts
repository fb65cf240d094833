import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';

/** Images the mall accepts (re-encoded when stored); GIF is refused, it was stored as sent. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Documents the mall accepts (certificates, invoices). */
export const UPLOAD_DOC_TYPES = ['application/pdf'] as const;
/** An image at most 5 MiB. */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A PDF at most 10 MiB. */
export const UPLOAD_PDF_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart limit: the largest file of any kind. */
export const UPLOAD_MAX_BYTES = UPLOAD_PDF_MAX_BYTES;
/** Neither side of an image may exceed this many pixels. */
export const UPLOAD_MAX_SIDE = 8000;
/** An image's width × height at most (decompression bombs). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** A stored image is scaled down to fit this side. */
export const UPLOAD_OUTPUT_MAX_SIDE = 4096;

export type TUploadContentType = (typeof UPLOAD_IMAGE_TYPES)[number] | (typeof UPLOAD_DOC_TYPES)[number];

/** What an upload answers. */
export interface TUploadResult {
  /** The site path: /files/yyyy/mm/<24 hex>.<jpg|png|webp|pdf>. */
  url: string;
  /** The original file name, sanitized. */
  name: string;
  /** Bytes stored. */
  size: number;
  contentType: TUploadContentType;
  kind: 'image' | 'pdf';
  /** Pixels of a stored image; null for a PDF. */
  width: number | null;
  height: number | null;
}

/** What an upload answers (TUploadResult). */
export const ZUploadResult = z.strictObject({
  url: z.string(),
  name: z.string(),
  size: z.number().int().min(0),
  contentType: z.enum([...UPLOAD_IMAGE_TYPES, ...UPLOAD_DOC_TYPES]),
  kind: z.enum(['image', 'pdf']),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** An image the mall stored from an upload (review and after-sales pictures): its site path. */
export const zUploadedImageUrl = z
  .string()
  .regex(/^\/files\/\d{4}\/\d{2}\/[a-f0-9]{24}\.(jpg|png|webp)$/, '图片地址无效');

export const uploadCalls = {
  uploadFile: defineCall({
    path: '/file/api/upload/uploadFile.json',
    request: z.object({ folderId: z.literal('-1').default('-1') }),
    auth: 'user',
    kind: 'upload',
    response: answer<TUploadResult>()(ZUploadResult),
    title: '上传文件',
  }),
};
