import { STATUS, STATUS_MSG } from '@mall/contract';

/** A business outcome with a status of the catalogue (spec §8, DESIGN.md §2). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    msg?: string,
  ) {
    super(msg ?? STATUS_MSG[status] ?? '操作失败');
  }
}

export const notFound = (msg = '没有找到资源') => new AppError(STATUS.NOT_FOUND, msg);
export const conflict = (msg: string) => new AppError(STATUS.CONFLICT, msg);
export const badPayload = (msg: string) => new AppError(STATUS.BAD_PAYLOAD, msg);
export const notLoggedIn = () => new AppError(STATUS.NOT_LOGGED_IN);
export const tooMany = (msg = STATUS_MSG[429]) => new AppError(STATUS.TOO_MANY, msg);
export const alreadyExists = (msg = '数据已存在') => new AppError(STATUS.ALREADY_EXISTS, msg);
