import { CALLS, UPLOAD_MAX_BYTES } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { badPayload } from '../../lib/app-error.js';
import { authenticate, envelope } from '../../plugins/calls.js';
import { storeImage } from './upload.service.js';

const call = CALLS.upload.uploadFile;

/** Multipart: `accessToken` (sent before the file), `file`, `folderId` (-1). */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.post(call.path, async (req) => {
    if (!req.isMultipart()) throw badPayload('参数解析失败：file 请以 multipart/form-data 上传');
    const part = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
    const tokenField = part?.fields.accessToken;
    const token = tokenField && 'value' in tokenField ? String(tokenField.value) : undefined;
    const { userId } = await authenticate(app, call.auth, token);
    if (!part) throw badPayload('参数解析失败：file 缺少文件');
    const bytes = await part.toBuffer();
    return envelope(await storeImage(app.deps, { type: 'user', id: userId }, bytes, part.filename));
  });
}
