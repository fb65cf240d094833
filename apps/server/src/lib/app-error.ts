import { APP_ERRORS, appErrorMsg, STATUS, STATUS_MSG, type TAppErrorArgs, type TAppErrorName } from '@mall/contract';

/**
 * A business outcome with a status of the catalogue (spec §8, DESIGN.md §2). A named one (made by
 * `appError`) carries its `code`, which the error envelope passes on.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    msg?: string,
    readonly code?: TAppErrorName,
  ) {
    super(msg ?? STATUS_MSG[status] ?? '操作失败');
  }
}

/**
 * The named business error `name` of the contract's catalogue (`APP_ERRORS`): its status, its
 * message (params required exactly when the message has values) and the name as `code`.
 */
export function appError<N extends TAppErrorName>(name: N, ...args: TAppErrorArgs<N>): AppError {
  return new AppError(APP_ERRORS[name].status, appErrorMsg(name, ...args), name);
}

/** Whether `err` is the named business error `name`. */
export function isAppError(err: unknown, name: TAppErrorName): err is AppError {
  return err instanceof AppError && err.code === name;
}

// Generic answers without a business name (business outcomes use `appError`).
export const badPayload = (msg: string) => new AppError(STATUS.BAD_PAYLOAD, msg);
export const notLoggedIn = () => new AppError(STATUS.NOT_LOGGED_IN);
