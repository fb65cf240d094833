import type { Multipart } from '@fastify/multipart';
import { appError, badPayload } from './app-error.js';

/**
 * Busboy reports a broken multipart body (no closing boundary, a malformed part header, a body
 * cut short) with plain Errors, which would answer 500. They are the caller's fault: 407. Errors
 * with a code (file too large, too many parts) keep it, and the error handler names them.
 */
export function asBadMultipart(err: unknown): unknown {
  if ((err as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') return appError('UPLOAD_TOO_LARGE');
  if (err instanceof Error && !(err as { code?: unknown }).code) {
    return badPayload('参数解析失败：multipart 请求体格式错误或不完整');
  }
  return err;
}

export async function* readParts(parts: AsyncIterableIterator<Multipart>): AsyncGenerator<Multipart> {
  for (;;) {
    let step: IteratorResult<Multipart>;
    try {
      step = await parts.next();
    } catch (err) {
      throw asBadMultipart(err);
    }
    if (step.done) return;
    yield step.value;
  }
}
