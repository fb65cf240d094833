import {
  APP_ERRORS,
  appErrorField,
  appErrorMsg,
  STATUS,
  STATUS_MSG,
  type TAppErrorArgs,
  type TAppErrorName,
} from '@mall/contract';

/**
 * A business outcome with a status of the catalogue (spec §8, DESIGN.md §2). A named one (made by
 * `appError`) carries its `code`, a 407 about one payload field that field's path inside `data`;
 * the error envelope passes both on.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    msg?: string,
    readonly code?: TAppErrorName,
    readonly field?: string,
  ) {
    super(msg ?? STATUS_MSG[status] ?? '操作失败');
  }
}

/**
 * The named business error `name` of the contract's catalogue (`APP_ERRORS`): its status, its
 * message (params required exactly when the message has values) and the name as `code`.
 */
export function appError<N extends TAppErrorName>(name: N, ...args: TAppErrorArgs<N>): AppError {
  return new AppError(APP_ERRORS[name].status, appErrorMsg(name, ...args), name, appErrorField(name, ...args));
}

/** Whether `err` is the named business error `name`. */
export function isAppError(err: unknown, name: TAppErrorName): err is AppError {
  return err instanceof AppError && err.code === name;
}

// Generic answers without a business name (business outcomes use `appError`).
export const badPayload = (msg: string) => new AppError(STATUS.BAD_PAYLOAD, msg);
/**
 * A 407 about one field of the payload (`field`: its dotted path inside `data`): the text names it
 * (`参数解析失败：data.<field> <reason>`), the envelope's `field` carries it for forms.
 */
export const badField = (field: string, reason: string) =>
  new AppError(STATUS.BAD_PAYLOAD, `参数解析失败：data.${field} ${reason}`.trim(), undefined, field);
export const notLoggedIn = () => new AppError(STATUS.NOT_LOGGED_IN);
