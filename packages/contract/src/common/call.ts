import type { z } from 'zod';
import type { TAdminRole } from '../admin/admin.rules.js';

/** How a call travels: JSON body (default), multipart upload, or a binary file answer. */
export type TCallKind = 'json' | 'upload' | 'binary';

/** Which credential a call needs: none, a buyer's token, a seller's token, or an operator's (admin) token. */
export type TCallAuth = 'none' | 'user' | 'seller' | 'admin';

export interface TCall<Req extends z.ZodType = z.ZodType, Res = unknown> {
  path: string;
  /** zod schema of `data`; the server validates with it, the web infers its types from it. */
  request: Req;
  auth: TCallAuth;
  kind: TCallKind;
  /** Phantom (never read at run time): the type of `data` in a successful answer. */
  response: Res;
  /**
   * zod schema of `data` in a successful answer, when the call declares one (`answer<T>()(schema)`):
   * the API document describes the answer with it and the server checks every answer against it in
   * tests and development. Absent for a call still declared with `res<T>()`.
   */
  responseSchema?: z.ZodType;
  /** The answer is a page: `data` plus `total` (the count of all matches) in the envelope. */
  paged?: boolean;
  /** A binary call's content type on success (e.g. `text/csv`); failures are the JSON envelope. */
  fileType?: string;
  /** A short Chinese description, used in logs and docs. */
  title: string;
  /**
   * Declared ahead of its server handler: names the issue that builds it. Until then the server
   * answers it like an unknown path (404); the server's contract inventory test holds both ways.
   */
  planned?: string;
  /**
   * An admin call's roles besides `owner`, who may make every admin call (DESIGN.md §A): a role not
   * listed answers 403 `FORBIDDEN`. Absent on an admin call: every role may make it.
   */
  roles?: readonly TAdminRole[];
  /**
   * An admin write: the server runs it in one transaction with its audit rows (who, what, target,
   * before/after, when, address); a write that records none fails in tests and development.
   */
  audited?: boolean;
}

declare const answerType: unique symbol;

/** A call's answer schema carrying the type `T` of `data` it describes (made by `answer<T>()`). */
export interface TAnswer<T> {
  /** Absent for `res<T>()`, a type only. */
  readonly schema?: z.ZodType;
  readonly [answerType]?: T;
}

/** Whether two types are the same type (not merely assignable to each other). */
export type TSameType<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

/**
 * A call's answer as a zod schema whose output is exactly `T`: `answer<TAddress[]>()(ZAddress.array())`.
 * The T interfaces stay what the web reads; a schema that drifts from its type (a field missing, added,
 * optional or of another type) does not compile.
 */
/*@__NO_SIDE_EFFECTS__*/
export function answer<T>() {
  return <S extends z.ZodType>(
    schema: S & (TSameType<z.output<S>, T> extends true ? unknown : { 'the schema does not match its type': T }),
  ): TAnswer<T> => ({ schema }) as TAnswer<T>;
}

/** Declares a call. `response` is `answer<T>()(schema)`, or the type-only marker `res<T>()` until converted. */
/*@__NO_SIDE_EFFECTS__*/
export function defineCall<Req extends z.ZodType, Res>(def: {
  path: string;
  request: Req;
  auth?: TCallAuth;
  kind?: TCallKind;
  response: TAnswer<Res>;
  /** Answers a page (`data` and `total`). */
  paged?: boolean;
  /** A binary call's content type on success (without parameters such as charset). */
  fileType?: string;
  title: string;
  planned?: string;
  roles?: readonly TAdminRole[];
  audited?: boolean;
}): TCall<Req, Res> {
  const { response, ...rest } = def;
  const schema = typeof response.schema?.safeParse === 'function' ? response.schema : undefined;
  return {
    auth: 'none',
    kind: 'json',
    ...rest,
    response: undefined as Res,
    ...(schema ? { responseSchema: schema } : {}),
  };
}

/** Type-only marker for a call's response type (a call not yet converted to `answer<T>()`). */
/*@__NO_SIDE_EFFECTS__*/
export function res<T>(): TAnswer<T> {
  return {};
}

/** Type-only key of a wire call's request type (no such property exists at run time). */
declare const wireRequest: unique symbol;
/** Type-only key of a wire call's request as its schema reads it (no such property exists at run time). */
declare const wireParsed: unique symbol;

/**
 * A call as the web sends it: its wire data without the zod schema (`@mall/contract/wire`), so a page
 * can call the server without loading zod. Request and response types are carried as types only.
 */
export interface TWireCall<In = unknown, Res = unknown, Parsed = In> {
  path: string;
  auth: TCallAuth;
  /** Absent for a JSON call (the generated table leaves the default out). */
  kind?: TCallKind;
  planned?: string;
  readonly [wireRequest]: In;
  readonly [wireParsed]: Parsed;
  response: Res;
}

/** The wire form of a table of calls by domain (e.g. `typeof CALLS`). */
export type TWireCalls<T> = {
  [D in keyof T]: {
    [K in keyof T[D]]: T[D][K] extends TCall<infer Req, infer Res>
      ? TWireCall<z.input<Req>, Res, z.output<Req>>
      : never;
  };
};

export type TCallRequest<C> =
  C extends TCall<infer Req, unknown> ? z.input<Req> : C extends TWireCall<infer In, unknown, unknown> ? In : never;
export type TCallParsed<C> =
  C extends TCall<infer Req, unknown>
    ? z.output<Req>
    : C extends TWireCall<unknown, unknown, infer Parsed>
      ? Parsed
      : never;
/**
 * What the web writes as a call's payload: the request as the server reads it after its schema
 * (integers are numbers, defaults spelled out), which its schema also takes as input. The wire's
 * looser input (digit strings, a missing `data`) stays for other clients.
 */
export type TCallPayload<C> = NonNullable<TCallParsed<C>>;
export type TCallResponse<C> = C extends { response: infer Res } ? Res : never;

/** Paths end in .json except /login (spec §7). */
export function isApiPath(path: string): boolean {
  return path === '/login' || path.endsWith('.json');
}
