import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@mall/contract';
import { upload } from '../../../lib/request';

const ACCEPTED: readonly string[] = UPLOAD_IMAGE_TYPES;

/** The file input's `accept` value for images the upload call takes. */
export const IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

/** Checks an image before sending it; answers the Chinese reason, or null when it may be sent. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!ACCEPTED.includes(file.type)) return '仅支持 JPG、PNG、WEBP 格式的图片';
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return `图片大小不能超过 ${UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024}MB`;
  return null;
}

/** Uploads an image through the multipart upload call; the answer's `url` is a `/files/...` path. */
export function uploadImage(file: File) {
  return upload(file, file.name);
}
