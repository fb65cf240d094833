import { CALLS, UPLOAD_MAX_BYTES } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { badPayload } from '../../lib/app-error.js';
import { auditAction, writeAudit } from '../../lib/audit-log.js';
import { takeSlot } from '../../lib/counter-store.js';
import { asBadMultipart, readParts } from '../../lib/multipart.js';
import { authenticate, checkAnswer, envelope } from '../../plugins/calls.js';
import { resolveSession } from '../account/session.service.js';
import { filesRoutes } from './files.routes.js';
import { storeUpload } from './upload.service.js';

type TUploadCall = typeof CALLS.upload.uploadFile | typeof CALLS.adminUpload.uploadFile;
/** Uploads one buyer may send per hour, refused or not. */
const UPLOADS_PER_HOUR = 60;

/** Multipart: `accessToken` (before the file), `folderId` (-1), `file`. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  serveUpload(app, CALLS.upload.uploadFile);
  // The console's pictures (news, home): an admin token, the same rules, each upload in the audit log.
  serveUpload(app, CALLS.adminUpload.uploadFile);
  await filesRoutes(app);
}

function serveUpload(app: FastifyInstance, call: TUploadCall): void {
  const isAdmin = call.auth === 'admin';
  /** The uploader: a buyer's id, a seller's (its product pictures, DESIGN-OPERATE §B), or an admin's. */
  app.post(call.path, async (req) => {
    let adminName = '';
    let ownerType: 'user' | 'seller' | 'admin' = isAdmin ? 'admin' : 'user';
    const uploaderOf = async (token: string | undefined): Promise<number> => {
      if (!isAdmin && (await resolveSession(app.deps.db, token))?.type === 'seller') {
        // The same call with a seller's token: the seller's own checks (its one-time password first).
        ownerType = 'seller';
        return (await authenticate(app, { ...call, auth: 'seller' }, token)).sellerId;
      }
      const subjects = await authenticate(app, call, token);
      adminName = subjects.admin?.username ?? '';
      return isAdmin ? (subjects.admin?.id ?? 0) : subjects.userId;
    };
    if (!req.isMultipart()) {
      // A JSON call is answered as any call is: the credential first (528), then the payload.
      const sent = (req.body as { accessToken?: unknown } | null | undefined)?.accessToken;
      await uploaderOf(typeof sent === 'string' ? sent : undefined);
      throw badPayload('参数解析失败：file 请以 multipart/form-data 上传');
    }
    let token: string | undefined;
    let userId = 0;
    let file: { bytes: Buffer; name: string } | undefined;
    for await (const part of readParts(
      // preservePath: busboy hands over the name as sent, so a path in it is refused, not stripped.
      req.parts({
        preservePath: true,
        limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 20 },
      }),
    )) {
      if (part.type === 'field') {
        if (part.fieldname === 'accessToken') token = String(part.value);
        continue;
      }
      // The token travels before the file (spec §7), so nobody's bytes are read before the login check.
      userId = await uploaderOf(token);
      await takeSlot(
        app.deps.counters,
        `${ownerType === 'user' ? 'upload' : `${ownerType}-upload`}:${userId}`,
        UPLOADS_PER_HOUR,
        3_600_000,
        'UPLOAD_THROTTLED',
      );
      file = { bytes: await part.toBuffer().catch((err) => Promise.reject(asBadMultipart(err))), name: part.filename };
    }
    if (!userId) userId = await uploaderOf(token);
    if (!file) throw badPayload('参数解析失败：file 缺少文件');
    const stored = await storeUpload(
      app.deps,
      { type: ownerType, id: userId },
      { bytes: file.bytes, filename: file.name },
    );
    if (isAdmin) {
      await writeAudit(app.deps.db, { adminId: userId, adminName, ip: req.ip }, auditAction(call.path), [
        { targetType: 'file', targetId: stored.url, after: { url: stored.url, name: stored.name, size: stored.size } },
      ]);
    }
    // Held to the contract's answer like every served call (tests and development only).
    if (app.deps.config.NODE_ENV !== 'production') checkAnswer(call, stored);
    return envelope(stored);
  });
}
