import type {
  TAppErrorName,
  TCall,
  TCallRequest,
  TCallResponse,
  TEnvelope,
  TUploadResult,
  TWireCall,
} from '@mall/contract';
import { CALLS, STATUS, STATUS_DISPLAY, STATUS_MSG } from '@mall/contract/wire';
import { useLoginModal } from '../stores/login-modal';
import { fileNameFromDisposition } from './content-disposition';
import { toast } from './toast';

/** Spec §9: every call gives up after 20 seconds. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** The local rejection of a call that needs login when no token is stored (spec §5). */
export const NO_LOGIN = 'no Login';

/**
 * What the request layer needs from the session: the token calls carry, and a way to drop the
 * session when the server refuses it (528). The session store connects itself when it loads
 * (stores/session.ts); it calls the API through this module, so this module cannot import it.
 */
export interface TRequestSession {
  getToken: () => string | null;
  dropSession: () => void;
}

/** Whose token a call carries: the buyer's (calls with auth 'user' or 'none'), the seller's or the admin's. */
export type TSessionRole = 'user' | 'seller' | 'admin';

/**
 * Unset only in code that never loaded that session's store: then no call carries its token. The
 * seller workbench's store connects itself only on /seller pages, so buyer pages never load it.
 */
const sessions: Partial<Record<TSessionRole, TRequestSession>> = {};

/** Called once by each session store: the buyer's (stores/session.ts), the seller's (features/seller). */
export function connectSession(port: TRequestSession, role: TSessionRole = 'user'): void {
  sessions[role] = port;
}

/**
 * A seller call carries the seller's token, an admin call the admin's, every other call the buyer's
 * (roles never mix, DESIGN.md §6). A public call of the console (its login) carries none.
 */
function sessionOf(c: TAnyCall): TRequestSession | undefined {
  if (c.auth === 'seller') return sessions.seller;
  if (c.auth === 'admin') return sessions.admin;
  if (c.path.startsWith('/admin/')) return undefined;
  return sessions.user;
}

/** A call answered with a non-200 envelope status. */
export class RequestError extends Error {
  readonly status: number;
  readonly path: string;
  /** The named business error (`APP_ERRORS`, e.g. `QUOTE_CHANGED`) when the server gave one. */
  readonly code: string | undefined;
  /** On a 407 about one payload field: its dotted path inside `data` (`products.0`), as the server named it. */
  readonly field: string | undefined;
  constructor(status: number, message: string, path: string, code?: string, field?: string) {
    super(message);
    this.name = 'RequestError';
    this.status = status;
    this.path = path;
    this.code = code;
    this.field = field;
  }
}

/**
 * The named business error a call was refused with (`APP_ERRORS`), if any. The one way the web tells
 * refusals apart: it branches on this code, never on the message's Chinese text (the text may change,
 * and the toast prefixes it with the status's own words).
 */
export function errorCodeOf(error: unknown): TAppErrorName | undefined {
  return error instanceof RequestError ? (error.code as TAppErrorName | undefined) : undefined;
}

export interface TRequestOptions {
  /**
   * No toast and no login modal for this call (it still rejects). For best-effort calls such as
   * logout, and pages that show the failure themselves (the authorised login page).
   */
  isSilent?: boolean;
  /** Send this token instead of the session's (the authorised login checks a token before adopting it). */
  token?: string;
}

/** Options plus the token a call actually went out with. */
/** What a call was sent with (lib/upload-progress.ts reads answers with it too). */
export interface TSent extends TRequestOptions {
  sentToken: string | null;
  /** The session the token came from: a 528 drops that one only. */
  session: TRequestSession | undefined;
  /** A seller or admin call: its 528 leaves the buyer's login modal closed (the workbench and the console have their own logins). */
  isSeller: boolean;
}

export interface TPagedAnswer<T> {
  data: T;
  /** Count of all matches (spec §7 "fields read: data and total"); 0 when the server sent none. */
  total: number;
}

/** A call from the wire table (what the app sends) or the full one with schemas (tests). */
export type TAnyCall = TWireCall | TCall;

function isEnvelope(value: unknown): value is TEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

/** Spec §8: string bodies are parsed as JSON (also a JSON string that itself holds JSON). */
export function parseBody(text: string): unknown {
  let value: unknown = JSON.parse(text);
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      // A plain JSON string: not an envelope; the caller reports it as a bad answer.
    }
  }
  return value;
}

/**
 * The toast text (spec §8): the catalogue's text for the statuses it lists, with the server's more
 * precise reason after it when there is one; the server's msg for every other status.
 */
export function toastText(status: number, serverMsg: string): string {
  const fixed = STATUS_DISPLAY[status]?.msg;
  if (!fixed) return serverMsg || STATUS_MSG[status] || '请求失败，请稍后重试';
  if (!serverMsg || serverMsg === fixed || serverMsg.startsWith(fixed)) return serverMsg || fixed;
  return `${fixed}：${serverMsg}`;
}

/** Spec §8: the status catalogue decides the toast; 528 drops the session and opens the login modal. */
function rejectStatus(envelope: TEnvelope, path: string, options: TSent): never {
  const { status } = envelope;
  const display = STATUS_DISPLAY[status];
  const msg = toastText(status, envelope.msg);
  if (status === STATUS.NOT_LOGGED_IN) {
    // Only the token this call carried is dead: a newer login made meanwhile stays.
    const { session } = options;
    if (options.sentToken && session?.getToken() === options.sentToken) session.dropSession();
    if (!options.isSilent && !options.token && !options.isSeller) useLoginModal.getState().open();
  } else if (!options.isSilent) {
    if (display?.kind === 'warning') toast.warning(msg);
    else toast.error(msg);
  }
  throw new RequestError(status, msg, path, envelope.code, envelope.field);
}

export function unwrap(body: unknown, path: string, options: TSent): TEnvelope {
  if (!isEnvelope(body)) {
    if (!options.isSilent) toast.error('服务器返回了无法识别的数据');
    throw new RequestError(0, 'bad answer', path);
  }
  if (body.status !== STATUS.OK) rejectStatus(body, path, options);
  return body;
}

async function send(path: string, init: RequestInit, options: TRequestOptions): Promise<Response> {
  try {
    return await fetch(path, { ...init, method: 'POST', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    // Spec §8: network errors reject. A short toast tells the buyer why nothing happened.
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    if (!options.isSilent) toast.error(isTimeout ? '请求超时，请稍后重试' : '网络异常，请检查网络连接');
    throw error;
  }
}

async function readEnvelope(response: Response, path: string, options: TSent): Promise<TEnvelope> {
  const text = await response.text();
  let body: unknown;
  try {
    body = parseBody(text);
  } catch {
    if (!options.isSilent) toast.error(response.ok ? '服务器返回了无法识别的数据' : `服务器错误（${response.status}）`);
    throw new RequestError(response.status, `bad answer (HTTP ${response.status})`, path);
  }
  return unwrap(body, path, options);
}

async function call<C extends TAnyCall>(
  c: C,
  data: TCallRequest<C>,
  options: TRequestOptions,
): Promise<{ envelope: TEnvelope; file?: File }> {
  const session = sessionOf(c);
  const token = options.token ?? session?.getToken() ?? null;
  if (c.auth !== 'none' && !token) throw new Error(NO_LOGIN);
  const sent: TSent = { ...options, sentToken: token, session, isSeller: c.auth === 'seller' || c.auth === 'admin' };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // Spec §7: /login carries a header marking it as XHR.
  if (c.path === CALLS.account.login.path) headers['X-Requested-With'] = 'XMLHttpRequest';
  const body = JSON.stringify(token ? { data, accessToken: token } : { data });
  const response = await send(c.path, { headers, body }, options);

  if (c.kind === 'binary') {
    const contentType = response.headers.get('Content-Type') ?? '';
    // A failing binary call answers with the JSON envelope; a real file passes through (spec §8). A file
    // says so in Content-Disposition (the data export is a JSON file itself).
    const isFile =
      !contentType.includes('application/json') ||
      (response.headers.get('Content-Disposition') ?? '').startsWith('attachment');
    if (isFile) {
      if (!response.ok) {
        if (!options.isSilent) toast.error(`下载失败（${response.status}）`);
        throw new RequestError(response.status, `download failed (HTTP ${response.status})`, c.path);
      }
      const blob = await response.blob();
      const file = new File([blob], fileNameFromDisposition(response.headers.get('Content-Disposition')), {
        type: blob.type || contentType,
      });
      return { envelope: { status: STATUS.OK, msg: '', data: file }, file };
    }
  }
  return { envelope: await readEnvelope(response, c.path, sent) };
}

/**
 * POSTs `{data, accessToken}` to `call.path` and resolves with the envelope's `data` (spec §7/§8).
 * Binary calls resolve with the file (a `File`, so it carries the name from Content-Disposition).
 */
export async function request<C extends TAnyCall>(
  c: C,
  data: TCallRequest<C>,
  options: TRequestOptions = {},
): Promise<TCallResponse<C>> {
  const { envelope } = await call(c, data, options);
  return envelope.data as TCallResponse<C>;
}

/** Like `request`, keeping the envelope's `total` for paged lists. */
export async function requestPaged<C extends TAnyCall>(
  c: C,
  data: TCallRequest<C>,
  options: TRequestOptions = {},
): Promise<TPagedAnswer<TCallResponse<C>>> {
  const { envelope } = await call(c, data, options);
  return { data: envelope.data as TCallResponse<C>, total: envelope.total ?? 0 };
}

export interface TUploadOptions extends TRequestOptions {
  /**
   * Whose session the upload goes under when the call itself does not say (the buyer's upload call
   * takes a seller's token too, DESIGN-OPERATE §B): its token is sent, and a 528 drops that session
   * instead of opening the buyer's login.
   */
  role?: TSessionRole;
}

/** The session, token and error handling of a multipart call. */
export function uploadSession(c: TAnyCall, options: TUploadOptions): { token: string; sent: TSent } {
  const session = options.role ? sessions[options.role] : sessionOf(c);
  const token = options.token ?? session?.getToken();
  if (!token) throw new Error(NO_LOGIN);
  const isStaff = c.auth === 'admin' || c.auth === 'seller' || options.role === 'seller' || options.role === 'admin';
  return { token, sent: { ...options, sentToken: token, session, isSeller: isStaff } };
}

/** Multipart upload (spec §7): fields accessToken (first), folderId=-1, file. */
export async function upload(
  file: Blob,
  fileName?: string,
  options: TUploadOptions = {},
  /** The console's upload call (`adminUpload.uploadFile`) carries the admin's token; the buyer's unless told. */
  c: TAnyCall = CALLS.upload.uploadFile,
): Promise<TUploadResult> {
  const { token, sent } = uploadSession(c, options);
  const form = new FormData();
  form.append('accessToken', token);
  form.append('folderId', '-1');
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
  const response = await send(c.path, { body: form }, options);
  const envelope = await readEnvelope(response, c.path, sent);
  return envelope.data as TUploadResult;
}
