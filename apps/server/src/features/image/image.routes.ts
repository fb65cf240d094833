import fs from 'node:fs';
import path from 'node:path';
import { isImagePreset } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { catalogueImageDir } from '../catalogue/index.js';
import { presetImage, resolveOriginal, type TImageSources } from './image.service.js';

const NOT_FOUND = { status: 404, msg: '没有找到资源', data: null };
const UPLOADED_IMAGE = /^files\/.+\.(jpg|png|webp)$/;

/** `GET /img/<preset>/<source path>`: only the presets of the contract; any other size is refused. */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const sources: TImageSources = {
    // Uploads, and the demo catalogue's generated originals (see demo/seed).
    roots: { files: app.deps.storage.root, catalogue: catalogueImageDir(app.deps.config.DATA_DIR) },
    cacheDir: path.resolve(app.deps.config.DATA_DIR, 'image-cache'),
  };

  app.get<{ Params: { preset: string; '*': string } }>('/img/:preset/*', async (req, reply) => {
    const { preset } = req.params;
    const source = req.params['*'];
    const original = resolveOriginal(sources, source);
    // Uploads feed the resizer only as the images the upload stored, never a PDF or anything else.
    if (!isImagePreset(preset) || !original || (source.startsWith('files/') && !UPLOADED_IMAGE.test(source))) {
      return reply.code(404).send(NOT_FOUND);
    }
    // An original the decoder refuses is missing, not a server failure.
    const result = await presetImage(sources, original, preset, req.headers.accept).catch(() => null);
    if (!result) return reply.code(404).send(NOT_FOUND);
    return reply
      .header('content-type', `image/${result.format}`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'Accept')
      .send(fs.createReadStream(result.file));
  });
}
