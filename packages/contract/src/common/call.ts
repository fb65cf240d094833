import type { z } from 'zod';

/** How a call travels: JSON body (default), multipart upload, or a binary file answer. */
export type TCallKind = 'json' | 'upload' | 'binary';

/** Which credential a call needs: none, a buyer's token, or a seller's token. */
export type TCallAuth = 'none' | 'user' | 'seller';

export interface TCall<Req extends z.ZodType = z.ZodType, Res = unknown> {
  path: string;
  /** zod schema of `data`; the server validates with it, the web infers its types from it. */
  request: Req;
  auth: TCallAuth;
  kind: TCallKind;
  /** Phantom: the type of `data` in a successful answer. */
  response: Res;
  /** A short Chinese description, used in logs and docs. */
  title: string;
  /**
   * Declared ahead of its server handler: names the issue that builds it. Until then the server
   * answers it like an unknown path (404); the server's contract inventory test holds both ways.
   */
  planned?: string;
}

/** Declares a call. `response` is a type-only marker: pass `res<T>()`. */
export function defineCall<Req extends z.ZodType, Res>(def: {
  path: string;
  request: Req;
  auth?: TCallAuth;
  kind?: TCallKind;
  response: Res;
  title: string;
  planned?: string;
}): TCall<Req, Res> {
  return { auth: 'none', kind: 'json', ...def };
}

/** Type-only marker for a call's response type. */
export function res<T>(): T {
  return undefined as T;
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
