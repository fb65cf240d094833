import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { STATUS } from '@mall/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badPayload } from '../lib/app-error.js';
import { envelope } from './calls.js';

/**
 * How deep a request body may nest arrays and objects. The deepest payload of the contract nests
 * about five levels; 64 leaves room and keeps every recursive walk (zod, JSON.stringify of the
 * cache key, the NUL check) far from the call stack's limit.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`. A single pass over the text with
 * a counter (no recursion), run before parsing, so a 20 000-deep body never becomes a 20 000-deep
 * value. Brackets inside strings do not count.
 */
export function isJsonNestedDeeperThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character.
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser: refuses an empty body, a body nested deeper than
 * MAX_JSON_DEPTH, malformed JSON, and keys that poison prototypes (`__proto__`, or `constructor`
 * holding `prototype`), each with a 407 that says which. Prototype keys are refused rather than
 * stripped: no call of the contract has such a field, so a body carrying one is an attack or a bug,
 * and a silent removal would hide either.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const secureParse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(badPayload('参数解析失败：请求体为空'), undefined);
    if (isJsonNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(badPayload(`参数解析失败：请求体嵌套过深（最多 ${MAX_JSON_DEPTH} 层）`), undefined);
    }
    secureParse(req, text, (err, value) => {
      if (!err) return done(null, value);
      // secure-json-parse refuses both malformed text and poisoned keys alike; plain JSON.parse
      // tells them apart (the text is already known to be shallow, so this cannot overflow).
      let isValidJson = true;
      try {
        JSON.parse(text);
      } catch {
        isValidJson = false;
      }
      done(
        badPayload(
          isValidJson
            ? '参数解析失败：请求体含有不允许的键 (__proto__ 或 constructor.prototype)'
            : '参数解析失败：请求体不是合法的 JSON',
        ),
        undefined,
      );
    });
  });
}

/**
 * HTTP/1.1 requires a Host header and Node's server refuses a request without one by itself, with an
 * empty 400. The app turns that check off (`http: { requireHostHeader: false }`) and makes it here,
 * so the refusal is the envelope like every other answer.
 */
export function installHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.raw.httpVersion === '1.1' && req.headers.host === undefined) {
      reply
        .code(400)
        .header('connection', 'close')
        .send(envelope(null, STATUS.BAD_PAYLOAD, '参数解析失败：请求缺少 Host 头'));
      return;
    }
    done();
  });
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a URL whose percent-encoding does not
 * decode, a route parameter over maxParamLength). No resource can have such a name, so they answer
 * 404 in the envelope: HTTP 200 to a POST (an API call, DESIGN.md §2), HTTP 404 to anything else.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(req.method === 'POST' ? 200 : 404).send(envelope(null, STATUS.NOT_FOUND, '没有找到资源'));
    return;
  }
  req.log.error({ err }, 'framework error');
  reply.code(500).send(envelope(null, STATUS.INTERNAL, '服务器内部错误'));
}

/**
 * Fastify's `clientErrorHandler`: the request could not even be read as HTTP (a broken request line
 * or header, headers too large, a request that did not arrive in time). Node hands over the raw
 * socket; the answer is still the envelope, then the connection closes.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // The peer is gone: nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [http, msg] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, '参数解析失败：请求未在时限内送达']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, '参数解析失败：请求头过大']
        : [400, '参数解析失败：请求无法解析'];
  const body = JSON.stringify(envelope(null, STATUS.BAD_PAYLOAD, msg));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${http} ${STATUS_CODES[http]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
