import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { type TUploadResult, ZUploadResult } from './upload.calls.js';

/**
 * The console's uploads (news pictures and covers, home banners): the buyer's upload rules with an
 * admin token; every upload is recorded in the audit log.
 */
export const adminUploadCalls = {
  uploadFile: defineCall({
    path: '/admin/api/upload/uploadFile.json',
    request: z.object({ folderId: z.literal('-1').default('-1') }),
    auth: 'admin',
    kind: 'upload',
    audited: true,
    response: answer<TUploadResult>()(ZUploadResult),
    title: '后台上传文件',
  }),
};
