import {
  roleMayCall,
  STATUS,
  STATUS_MSG,
  type TCall,
  type TCallParsed,
  type TCallResponse,
  type TEnvelope,
} from '@mall/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema.js';
import { SELLER_BEFORE_PASSWORD_CHANGE, sellerMustChangePassword } from '../features/account/account.service.js';
import { resolveSession } from '../features/account/session.service.js';
import { BEFORE_PASSWORD_CHANGE, resolveAdmin, type TAdminSubject } from '../features/admin/admin.service.js';
import { AppError, appError, badField, badPayload, notLoggedIn } from '../lib/app-error.js';
import { auditAction, type TAuditNote, writeAudit } from '../lib/audit-log.js';
import { answerBytes } from '../lib/kept-json.js';
import { isDependencyOutage } from '../lib/outage.js';
import { pagePath, pictureFrame, picturePreload, type TPageExtras, type TSpaPage } from '../lib/spa-pages.js';
import type { TPagePicture } from './feature.js';

export interface TCallContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in buyer, for calls with auth 'user'; 0 otherwise. */
  userId: number;
  /** The signed-in seller, for calls with auth 'seller'; 0 otherwise. */
  sellerId: number;
  /** The token the call came with, if any. */
  token: string | undefined;
  /** The signed-in admin, for calls with auth 'admin'; null otherwise. */
  admin: TAdminSubject | null;
  /**
   * The database the handler writes through: an audited admin call's own transaction (its audit rows
   * commit with it or not at all), the app's database otherwise.
   */
  db: Kysely<DB>;
  /** Records what an audited admin write did (DESIGN.md §A); a no-op elsewhere. */
  audit: (note: TAuditNote) => void;
}

/**
 * What a call's answers vary by besides the payload, from the caller's token (TServeOptions.vary):
 * the part of the cache key its answers are kept under, shared by every caller of the same kind (a
 * home's signature, not a buyer), and the value the handler reads; null: the visitor's answer.
 */
export type TCallVariant<V> = (token: string) => TVariantOf<V> | Promise<TVariantOf<V>>;
type TVariantOf<V> = { key: string; value: V } | null;

/** A paged answer: `data` plus `total` (count of all matches) in the envelope. */
export class Paged<T> {
  constructor(
    readonly data: T,
    readonly total: number,
  ) {}
}

/** A file answer (binary calls): sent as is with Content-Disposition. */
export class FileAnswer {
  constructor(
    readonly body: Buffer,
    readonly fileName: string,
    readonly contentType: string,
  ) {}
}

export function envelope<T>(data: T, status: number = STATUS.OK, msg = '操作成功', total?: number): TEnvelope<T> {
  return total === undefined ? { status, msg, data } : { status, msg, data, total };
}

/**
 * The 407 of a schema failure, about its first issue: `参数解析失败：<field> <reason>`, the field always
 * named (DESIGN.md §2); the envelope's `field` carries the issue's path inside `data` when it has one.
 */
export function zodRefusal(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const path = (issue?.path ?? []).map(String).join('.');
  if (path) return badField(path, issue?.message ?? '');
  return badPayload(`参数解析失败：data ${issue?.message ?? ''}`.trim());
}

/**
 * Whether a JSON value holds a NUL character in any string or key (PostgreSQL text cannot store it).
 * Walks with a stack of its own, not recursion, and to the bottom: a NUL ten levels down counts too.
 */
function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [k, v] of Object.entries(item)) {
        if (k.includes('\u0000')) return true;
        pending.push(v);
      }
    }
  }
  return false;
}

export function parsePayload<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // The same answer on both databases: SQLite would store a NUL, PostgreSQL would refuse it.
  if (hasNul(value)) throw badPayload('参数解析失败：data 不能包含空字符 (\\u0000)');
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw zodRefusal(parsed.error);
  return parsed.data;
}

interface TSubjects {
  userId: number;
  sellerId: number;
  admin: TAdminSubject | null;
}

/** The subjects of a public call: nobody. */
const PUBLIC_SUBJECTS: TSubjects = Object.freeze({ userId: 0, sellerId: 0, admin: null });

/**
 * Checks the credential a call needs; answers the subjects for the context. An admin call also
 * checks the admin's role (403 `FORBIDDEN`) and, while the one-time password stands, answers only
 * profile, changePassword and logout (409 `MUST_CHANGE_PASSWORD`).
 */
export async function authenticate(app: FastifyInstance, call: TCall, token: string | undefined): Promise<TSubjects> {
  const { auth } = call;
  if (auth === 'none') return PUBLIC_SUBJECTS;
  if (auth === 'admin') {
    // Admin tokens live in a table of their own: a buyer or seller token is simply unknown here.
    const admin = await resolveAdmin(app.deps.db, token);
    if (!admin) throw notLoggedIn();
    if (admin.mustChangePassword && !BEFORE_PASSWORD_CHANGE.has(call.path)) throw appError('MUST_CHANGE_PASSWORD');
    if (!roleMayCall(admin.role, call.roles)) throw appError('FORBIDDEN');
    return { userId: 0, sellerId: 0, admin };
  }
  const subject = await resolveSession(app.deps.db, token);
  // A buyer token never passes a seller check, nor the other way round.
  if (!subject || subject.type !== auth) throw notLoggedIn();
  // An approved 入驻's one-time password: the seller changes it before anything else (DESIGN-OPERATE §B).
  if (
    auth === 'seller' &&
    !SELLER_BEFORE_PASSWORD_CHANGE.has(call.path) &&
    (await sellerMustChangePassword(app.deps.db, subject.id))
  ) {
    throw appError('MUST_CHANGE_PASSWORD');
  }
  return auth === 'user'
    ? { userId: subject.id, sellerId: 0, admin: null }
    : { userId: 0, sellerId: subject.id, admin: null };
}

/** The context's audit of a call that is not an audited admin write: nothing to record. */
const NO_AUDIT = () => {};

/**
 * Runs an audited admin write (DESIGN.md §A): the handler and its audit rows in one transaction. A
 * write that recorded nothing fails outside production, so no console write goes unlogged.
 */
async function runAudited<R>(
  app: FastifyInstance,
  call: TCall,
  admin: TAdminSubject,
  ip: string,
  work: (db: Kysely<DB>, audit: (note: TAuditNote) => void) => Promise<R>,
): Promise<R> {
  return app.deps.db.transaction().execute(async (trx) => {
    const notes: TAuditNote[] = [];
    const result = await work(trx, (note) => notes.push(note));
    if (notes.length === 0 && app.deps.config.NODE_ENV !== 'production') {
      throw new Error(`${call.path}: an audited admin call recorded no audit note`);
    }
    await writeAudit(trx, { adminId: admin.id, adminName: admin.username, ip }, auditAction(call.path), notes);
    return result;
  });
}

type THandler<C extends TCall, V = never> = (
  data: TCallParsed<C>,
  ctx: TCallContext & { variant: V | null },
) => Promise<TCallResponse<C> | Paged<TCallResponse<C>> | FileAnswer>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer that does not match its call's response schema (tests and development only). */
export class ResponseSchemaError extends Error {
  override name = 'ResponseSchemaError';
}

/**
 * Checks a successful answer against the call's response schema and its paging: throws (naming the call,
 * its path and the first field that differs) on a mismatch. Calls declared with `res<T>()` pass as they are.
 */
export function checkAnswer(call: TCall, result: unknown): void {
  if (result instanceof FileAnswer) {
    if (call.fileType && !result.contentType.startsWith(call.fileType)) {
      throw new ResponseSchemaError(`应答不符合契约：${call.title} ${call.path} 文件类型 ${result.contentType}`);
    }
    return;
  }
  const schema = call.responseSchema;
  if (!schema) return;
  const paged = result instanceof Paged;
  const fail = (what: string) => {
    const error = new ResponseSchemaError(`应答不符合契约：${call.title} ${call.path} ${what}`);
    // Loud in a test run, whatever the log level: the 500 alone would not say which field.
    console.error(error.message);
    throw error;
  };
  if (paged !== Boolean(call.paged)) fail(call.paged ? '应为分页应答 (Paged)' : '不应是分页应答');
  if (paged && !(Number.isInteger(result.total) && result.total >= 0)) fail(`total ${String(result.total)}`);
  const problem = firstProblem(schema, paged ? result.data : (result ?? null));
  if (problem) fail(`data.${problem.path.join('.')} ${problem.message}`);
}

/** Frozen values found to match a schema, per schema: a frozen value cannot change, so it is checked once. */
const frozenMatches = new WeakMap<z.ZodType, WeakSet<object>>();

/**
 * The first way `value` fails `schema`, or undefined. A list (of a schema without checks of its own)
 * is checked element by element, and a frozen element already found to match is not checked again: a
 * kept card (catalogue.service.ts) is in many answers, and checking its every field in each cost an
 * uncached list page about a twelfth of its CPU (issue 36).
 */
function firstProblem(schema: z.ZodType, value: unknown): { path: PropertyKey[]; message: string } | undefined {
  const def = schema.def as { type: string; element?: z.ZodType; checks?: unknown[] };
  if (def.type !== 'array' || !def.element || def.checks?.length || !Array.isArray(value)) {
    const parsed = schema.safeParse(value);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    return parsed.success ? undefined : { path: issue?.path ?? [], message: issue?.message ?? '' };
  }
  const element = def.element;
  let matched = frozenMatches.get(element);
  if (!matched) {
    matched = new WeakSet<object>();
    frozenMatches.set(element, matched);
  }
  for (const [i, item] of value.entries()) {
    const isFrozen = item !== null && typeof item === 'object' && Object.isFrozen(item);
    if (isFrozen && matched.has(item)) continue;
    const problem = firstProblem(element, item);
    if (problem) return { path: [i, ...problem.path], message: problem.message };
    if (isFrozen) matched.add(item);
  }
  return undefined;
}

export interface TServeOptions<V = never> {
  /**
   * Keep successful answers in the response cache for a few seconds (public reads only): the key is
   * the path and the parsed payload, so equivalent payloads share an entry.
   */
  cache?: boolean;
  /** A body limit of this call's own, in bytes, below the app's (refused with 407 before parsing). */
  bodyLimit?: number;
  /**
   * A write that changes public answers: once it has succeeded and its transaction has committed,
   * the cached answers under this path prefix (`true`: all of them) are dropped, on every instance
   * with Redis (lib/shared-response-cache.ts). A read computed meanwhile is not kept (response-cache.ts).
   */
  clears?: string | true;
  /**
   * The caller's variant (TCallVariant): a cached answer is kept per variant key, a visitor's under the
   * plain key as before; the handler reads the value as `ctx.variant` (null for a visitor).
   */
  vary?: TCallVariant<V>;
  /**
   * Runs once this call's answer has left (cached answers included), on this route only: a hook of
   * the whole scope would run for every call of the feature (and build `req.routeOptions` to tell them
   * apart) on the hottest reads.
   */
  onResponse?: onResponseAsyncHookHandler;
}

/** Serves one contract call: POST only, `{data, accessToken}` in, the envelope out. */
export function serveCall<C extends TCall, V = never>(
  app: FastifyInstance,
  call: C,
  handler: THandler<C, V>,
  options: TServeOptions<V> = {},
): void {
  if (options.cache && call.auth !== 'none') throw new Error(`${call.path}: only public calls may be cached`);
  // Every answer is checked against its schema in tests and development; production pays nothing.
  const check = app.deps.config.NODE_ENV === 'production' ? () => {} : checkAnswer;
  const route: RouteShorthandOptions = {};
  if (options.bodyLimit) route.bodyLimit = options.bodyLimit;
  if (options.onResponse) route.onResponse = options.onResponse;
  app.post(call.path, route, async (req, reply) => {
    const body = req.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw badPayload('参数解析失败：请求体须为 JSON 对象 {data}');
    }
    const { data, accessToken } = body as { data?: unknown; accessToken?: unknown };
    const token = typeof accessToken === 'string' ? accessToken : undefined;
    // A public call's subjects and a kept variant are known without waiting (no turn of the loop).
    const ids = call.auth === 'none' ? PUBLIC_SUBJECTS : await authenticate(app, call, token);
    const varied = options.vary && token ? options.vary(token) : null;
    const variant = varied instanceof Promise ? await varied : varied;
    const context = () => ({
      req,
      reply,
      token,
      db: app.deps.db,
      audit: NO_AUDIT,
      ...ids,
      variant: variant?.value ?? null,
    });
    if (options.cache) {
      // Fast path: the same raw payload as before needs no validation; otherwise the key is the
      // validated payload, so equivalent payloads (defaults applied) share one computation. A variant's
      // answers sit under the call's path too, so a write's `clears` drops them with the visitor's.
      const keyOf = (payload: unknown) =>
        `${call.path}\n${variant ? `~${variant.key}\n` : ''}${JSON.stringify(payload ?? null)}`;
      const rawKey = keyOf(data);
      const hit = app.deps.responses.peek(rawKey);
      if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
      const parsed = parsePayload(call.request, data) as TCallParsed<C>;
      const key = keyOf(parsed);
      const compute = async () => {
        const result = await handler(parsed, context());
        if (result instanceof FileAnswer) throw new Error(`${call.path}: file answers are not cached`);
        check(call, result);
        // Kept objects in a list (the catalogue's cards) are written from their kept bytes.
        return answerBytes(
          result instanceof Paged
            ? envelope(result.data, STATUS.OK, '操作成功', result.total)
            : envelope(result ?? null),
        );
      };
      return reply.type(JSON_TYPE).send(await app.deps.responses.get(key, compute, [rawKey]));
    }
    const parsed = parsePayload(call.request, data) as TCallParsed<C>;
    const base = context();
    const { admin } = ids;
    const result =
      call.audited && admin
        ? await runAudited(app, call, admin, req.ip, (db, audit) => handler(parsed, { ...base, db, audit }))
        : await handler(parsed, base);
    if (options.clears !== undefined) app.deps.responses.clear(options.clears === true ? undefined : options.clears);
    check(call, result);
    if (result instanceof FileAnswer) {
      return reply
        .header('content-type', result.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(result.fileName)}`)
        .send(result.body);
    }
    if (result instanceof Paged) return envelope(result.data, STATUS.OK, '操作成功', result.total);
    return envelope(result ?? null);
  });
}

/** What was wrong with a body Fastify could not read, by its error code (the msg after 参数解析失败：). */
const BODY_PROBLEMS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求体类型 (Content-Type)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与 Content-Length 不符',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
};

/** Every error becomes the envelope; 5xx details go to the log only. */
export function installErrorHandling(
  app: FastifyInstance,
  spaPage: TSpaPage | null,
  pictures: ReadonlyMap<string, TPagePicture> = new Map(),
) {
  app.setErrorHandler((err: Error & { code?: string; statusCode?: number }, req, reply) => {
    if (err instanceof AppError) {
      // A named business error passes its name on as `code`, a refused field its path as `field`,
      // beside the status and the text.
      const body: TEnvelope<null> = envelope(null, err.status, err.message);
      if (err.code) body.code = err.code;
      if (err.field) body.field = err.field;
      return reply.code(200).send(body);
    }
    const code = err.code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
      return reply.code(200).send(envelope(null, STATUS.BAD_PAYLOAD, '参数解析失败：file 文件过大'));
    }
    const bodyProblem = BODY_PROBLEMS[code];
    if (bodyProblem) return reply.code(200).send(envelope(null, STATUS.BAD_PAYLOAD, `参数解析失败：${bodyProblem}`));
    if (code.startsWith('FST_ERR_CTP_') || code.startsWith('FST_INVALID_MULTIPART') || code === 'FST_PARTS_LIMIT') {
      return reply.code(200).send(envelope(null, STATUS.BAD_PAYLOAD, `参数解析失败：请求体无法解析 (${code})`));
    }
    // PostgreSQL data exceptions (class 22: a number out of range, a NUL character in text, ...)
    // come from input the schema let through; they are the caller's fault, not the server's.
    if (/^22[0-9A-Z]{3}$/.test(code)) {
      req.log.warn({ code, url: req.url }, 'database refused a value');
      return reply.code(200).send(envelope(null, STATUS.BAD_PAYLOAD, '参数解析失败：数据格式无效'));
    }
    // A static file path that leaves its folder (/files/../x): as absent as any other missing file.
    if (err.statusCode === 403 || err.statusCode === 404) {
      return reply.code(404).send(envelope(null, STATUS.NOT_FOUND, '没有找到资源'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(200).send(envelope(null, STATUS.BAD_PAYLOAD, '参数解析失败'));
    }
    if (isDependencyOutage(err)) {
      req.log.warn({ err: { message: err.message, code }, url: req.url }, 'dependency unavailable');
      return reply.code(503).send(envelope(null, STATUS.UNAVAILABLE, STATUS_MSG[STATUS.UNAVAILABLE]));
    }
    req.log.error({ err, url: req.url }, 'unhandled error');
    return reply.code(500).send(envelope(null, STATUS.INTERNAL, '服务器内部错误'));
  });

  /** A page's main picture, preloaded and in the boot frame; a page is never held back nor broken by it. */
  const pictureExtras = async (pathname: string, url: string): Promise<TPageExtras | undefined> => {
    const picture = pictures.get(pagePath(pathname));
    if (!picture) return undefined;
    try {
      const found = await picture.address(app, new URLSearchParams(url.split('?')[1] ?? ''));
      if (!found) return undefined;
      const { href, rowsAbove } = typeof found === 'string' ? { href: found, rowsAbove: 0 } : found;
      return {
        head: picturePreload(href),
        frame: rowsAbove === null ? undefined : pictureFrame(href, picture.shape, rowsAbove),
      };
    } catch (err) {
      app.log.warn({ err, url }, 'page picture unavailable');
      return undefined;
    }
  };

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    // API paths end in .json, except /login, whose GET is the login page of the SPA.
    if (pathname.endsWith('.json') || (pathname === '/login' && !isRead)) {
      return req.method === 'POST'
        ? reply.code(200).send(envelope(null, STATUS.NOT_FOUND, '没有找到资源'))
        : reply.code(200).send(envelope(null, STATUS.METHOD_NOT_ALLOWED, '不支持当前请求方法'));
    }
    // History fallback: a deep link such as /product/detail?id=3 loads the app.
    const isPage = isRead && !/^\/(files|img|assets)\//.test(pathname);
    if (isPage && spaPage) {
      const extras = req.method === 'GET' ? await pictureExtras(pathname, req.url) : undefined;
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(spaPage(pathname, extras));
    }
    return reply.code(404).send(envelope(null, STATUS.NOT_FOUND, '没有找到资源'));
  });
}
