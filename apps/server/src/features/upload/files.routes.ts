import type { FastifyInstance } from 'fastify';
import { isAppError } from '../../lib/app-error.js';
import { answerStorageDown, STORED_KEY } from '../../lib/storage.js';

const NOT_FOUND = { status: 404, msg: '没有找到资源', data: null };

/**
 * `GET /files/<key>`: an upload, read through the storage (the disk or the bucket), so any instance
 * serves any upload (DESIGN-OPERATE §E). Only names the storage generates are served
 * (yyyy/mm/<24 hex>.<jpg|png|webp|pdf>): no temp file, no other kind, nothing the bucket holds beside.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const { storage } = app.deps;
  app.get<{ Params: { '*': string } }>('/files/*', async (req, reply) => {
    const key = req.params['*'];
    if (!STORED_KEY.test(key)) return reply.code(404).send(NOT_FOUND);
    let file: Awaited<ReturnType<typeof storage.open>>;
    try {
      file = await storage.open(key);
    } catch (err) {
      if (isAppError(err, 'STORAGE_UNAVAILABLE')) return answerStorageDown(reply);
      throw err;
    }
    if (!file) return reply.code(404).send(NOT_FOUND);
    return (
      reply
        .header('content-type', file.type)
        .header('content-length', file.size)
        // Upload names are random and never reused.
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An upload is data, never a page: no sniffing, no scripts, no frames; a PDF downloads.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .header('content-disposition', key.endsWith('.pdf') ? 'attachment' : 'inline')
        .send(file.body)
    );
  });
}
