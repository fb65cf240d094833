import {
  type TUploadResult,
  UPLOAD_DOC_TYPES,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_PDF_MAX_BYTES,
} from '@mall/contract';
import { upload } from '../../../lib/request';

const IMAGE_TYPES: readonly string[] = UPLOAD_IMAGE_TYPES;
const DOC_TYPES: readonly string[] = UPLOAD_DOC_TYPES;
const MB = 1024 * 1024;

/** The file input's `accept` value for attachments: the pictures and the PDFs the upload call takes. */
export const ATTACHMENT_ACCEPT = [...IMAGE_TYPES, ...DOC_TYPES].join(',');

/** An attachment as a form holds it: the stored path with its name and kind (a demand's, a plan's). */
export interface TAttachmentDraft {
  url: string;
  name: string;
  kind: TUploadResult['kind'];
}

/** Why a file cannot be attached (type, size), or null when it may be sent. */
export function checkAttachmentFile(file: { type: string; size: number }): string | null {
  if (IMAGE_TYPES.includes(file.type)) {
    return file.size > UPLOAD_IMAGE_MAX_BYTES ? `图片大小不能超过${UPLOAD_IMAGE_MAX_BYTES / MB}MB` : null;
  }
  if (DOC_TYPES.includes(file.type)) {
    return file.size > UPLOAD_PDF_MAX_BYTES ? `PDF文件大小不能超过${UPLOAD_PDF_MAX_BYTES / MB}MB` : null;
  }
  return '仅支持 JPG、PNG、WEBP 图片或 PDF 文件';
}

/** Uploads an attachment; its name is the stored one (or the file's), at most 100 characters. */
export async function uploadAttachment(file: File): Promise<TAttachmentDraft> {
  const r = await upload(file, file.name);
  return { url: r.url, name: (r.name || file.name).slice(0, 100), kind: r.kind };
}
