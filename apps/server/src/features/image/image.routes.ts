import path from 'node:path';
import { isImagePreset } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error.js';
import { answerStorageDown, localDiskStorage } from '../../lib/storage.js';
import { catalogueImageDir } from '../catalogue/index.js';
import { presetImage, resolveOriginal, type TImageSources } from './image.service.js';

const NOT_FOUND = { status: 404, msg: '没有找到资源', data: null };

/** `GET /img/<preset>/<source path>`: only the presets of the contract; any other size is refused. */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const sources: TImageSources = {
    // Uploads (disk or bucket), and the demo catalogue's generated originals (see demo/seed).
    storage: app.deps.storage,
    catalogueDir: catalogueImageDir(app.deps.config.DATA_DIR),
    localCache: localDiskStorage(path.resolve(app.deps.config.DATA_DIR, 'image-cache')),
  };

  app.get<{ Params: { preset: string; '*': string } }>('/img/:preset/*', async (req, reply) => {
    const { preset } = req.params;
    if (!isImagePreset(preset)) return reply.code(404).send(NOT_FOUND);
    try {
      const original = await resolveOriginal(sources, req.params['*']);
      // An original the decoder refuses is missing, not a server failure.
      const result = original && (await presetImage(original, preset, req.headers.accept).catch(decodeFailure));
      if (!result) return reply.code(404).send(NOT_FOUND);
      return reply
        .header('content-type', `image/${result.format}`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept')
        .send(result.body);
    } catch (err) {
      if (isAppError(err, 'STORAGE_UNAVAILABLE')) return answerStorageDown(reply);
      throw err;
    }
  });
}

/** A store that does not answer is its own error; anything else while decoding means no picture. */
function decodeFailure(err: unknown): null {
  if (err instanceof AppError) throw err;
  return null;
}
