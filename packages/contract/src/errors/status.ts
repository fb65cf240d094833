/**
 * The status catalogue of the wire (spec §8, DESIGN.md §2). Every business answer carries one of
 * these in `status`; HTTP itself answers 200 for all of them.
 */
export const STATUS = {
  /** Success. */
  OK: 200,
  /** Unknown path, or an object this caller may not see (another user's data answers 404, never 403). */
  NOT_FOUND: 404,
  /** Any method other than POST on an API path. */
  METHOD_NOT_ALLOWED: 405,
  /** An admin call outside the signed-in admin's role (DESIGN.md §A). */
  FORBIDDEN: 403,
  /** Business conflict: out of stock, a state that does not allow the action, already settled. */
  CONFLICT: 409,
  /** The payload fails its schema; `msg` names the field. */
  BAD_PAYLOAD: 407,
  /** Too many requests (login throttling, SMS cooldown). */
  TOO_MANY: 429,
  /** Internal error; details only in the server log. */
  INTERNAL: 500,
  /** A dependency (database, Redis) did not answer in time or dropped the connection: try again shortly. */
  UNAVAILABLE: 503,
  /** Wrong username or password. */
  BAD_CREDENTIALS: 519,
  /** The original password given to a password change is wrong. */
  WRONG_OLD_PASSWORD: 521,
  /** Not logged in, or the token is expired or revoked. The client shows no toast and opens the login modal. */
  NOT_LOGGED_IN: 528,
  /** The data already exists (duplicate username, phone, ...). */
  ALREADY_EXISTS: 531,
} as const;

export type TStatus = (typeof STATUS)[keyof typeof STATUS];

export type TToastKind = 'warning' | 'error' | 'none';

/** How the web client shows a failing status (spec §8). Statuses not listed show the server's msg as an error. */
export const STATUS_DISPLAY: Record<number, { kind: TToastKind; msg: string }> = {
  403: { kind: 'warning', msg: '没有权限执行此操作' },
  404: { kind: 'warning', msg: '没有找到资源' },
  405: { kind: 'warning', msg: '不支持当前请求方法' },
  407: { kind: 'warning', msg: '参数解析失败' },
  519: { kind: 'warning', msg: '用户名或密码错误！' },
  521: { kind: 'error', msg: '原密码错误' },
  531: { kind: 'error', msg: '数据已存在' },
  528: { kind: 'none', msg: '' },
};

/** Default server messages per status. */
export const STATUS_MSG: Record<number, string> = {
  200: '操作成功',
  403: '没有权限执行此操作',
  404: '没有找到资源',
  405: '不支持当前请求方法',
  407: '参数解析失败',
  409: '当前状态不允许此操作',
  429: '操作过于频繁，请稍后再试',
  500: '服务器内部错误',
  503: '服务暂时不可用，请稍后再试',
  519: '用户名或密码错误！',
  521: '原密码错误',
  528: '登录已失效，请重新登录',
  531: '数据已存在',
};
