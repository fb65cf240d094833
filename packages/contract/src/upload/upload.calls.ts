import { z } from 'zod';
import { defineCall, res } from '../common/call.js';

/** Images only, at most 5 MB (avatars, review pictures, plan covers). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export interface TUploadResult {
  url: string;
  name: string;
  size: number;
  contentType: string;
}

export const uploadCalls = {
  uploadFile: defineCall({
    path: '/file/api/upload/uploadFile.json',
    request: z.object({ folderId: z.coerce.number().int().default(-1) }),
    auth: 'user',
    kind: 'upload',
    response: res<TUploadResult>(),
    title: '上传文件',
  }),
};
