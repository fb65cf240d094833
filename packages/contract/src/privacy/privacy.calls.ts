import { z } from 'zod';
import { answer, defineCall, res } from '../common/call.js';
import { zEmpty, zSmsCode } from '../common/fields.js';
import { DELETION_BLOCKERS, type TDeletionBlocker } from './privacy.rules.js';

export const ZDeleteAccount = z.object({
  password: z.string().min(1, '请输入登录密码').max(128),
  code: zSmsCode,
});
export type TDeleteAccount = z.input<typeof ZDeleteAccount>;

/** Whether the caller's account may be deleted now, and what stops it. */
export interface TDeletionCheck {
  canDelete: boolean;
  blockers: TDeletionBlocker[];
  /** The phone the deletion code goes to, masked (138****8000). */
  maskedPhone: string;
}

/** A deletion under way: when it was asked for and when the account will be anonymised. */
export interface TDeletionRequest {
  requestedAt: number;
  deleteAt: number;
}

export const ZDeletionCheck = z.strictObject({
  canDelete: z.boolean(),
  blockers: z.array(z.enum(DELETION_BLOCKERS)),
  maskedPhone: z.string(),
});

export const ZDeletionRequest = z.strictObject({ requestedAt: z.number(), deleteAt: z.number() });

/** The buyer's rights over their data (DESIGN-OPERATE §F): take it, or leave. */
export const privacyCalls = {
  /** Everything the mall holds about the caller, as a JSON file (导出我的信息). */
  exportMyData: defineCall({
    path: '/order/userInfo/exportMyData.json',
    request: zEmpty,
    auth: 'user',
    kind: 'binary',
    fileType: 'application/json',
    response: res<Blob>(),
    title: '导出我的信息',
  }),
  /** Whether the account can be deleted now (open orders, open after-sales, AI币 balance). */
  deletionCheck: defineCall({
    path: '/order/userInfo/deletionCheck.json',
    request: zEmpty,
    auth: 'user',
    response: answer<TDeletionCheck>()(ZDeletionCheck),
    title: '注销条件检查',
  }),
  /** Sends the SMS code (scene `delete`) to the account's own phone. */
  sendDeleteCode: defineCall({
    path: '/order/userInfo/sendDeleteCode.json',
    request: zEmpty,
    auth: 'user',
    response: answer<{ cooldownSeconds: number; maskedPhone: string }>()(
      z.strictObject({ cooldownSeconds: z.number().int().min(0), maskedPhone: z.string() }),
    ),
    title: '发送注销验证码',
  }),
  /**
   * Asks to delete the account (password + SMS code): every session ends, and after
   * ACCOUNT_DELETION_COOLING_DAYS the account is anonymised unless its owner logs in meanwhile.
   */
  deleteAccount: defineCall({
    path: '/order/userInfo/deleteAccount.json',
    request: ZDeleteAccount,
    auth: 'user',
    response: answer<TDeletionRequest>()(ZDeletionRequest),
    title: '注销账号',
  }),
};
