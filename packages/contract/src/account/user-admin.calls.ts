import { z } from 'zod';
import { zAdminReason } from '../admin/admin.calls.js';
import { SERVICE_ONLY } from '../admin/admin.rules.js';
import { answer, defineCall } from '../common/call.js';
import { zId } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';

/** A buyer account as customer service sees it (TAdminUser): the phone masked. */
export const ZAdminUser = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** Masked: 138****8000. */
  phone: z.string(),
  registeredAt: z.number(),
  /** Orders the buyer placed (any state). */
  orderCount: z.number().int(),
  /** AI币 balance in yuan. */
  balance: z.number(),
  disabled: z.boolean(),
  disabledReason: z.string(),
  disabledAt: z.number().nullable(),
  /** An account anonymised after its deletion. */
  deleted: z.boolean(),
});
export type TAdminUser = z.output<typeof ZAdminUser>;

/** Customer service's buyers (DESIGN-OPERATE §A `user`, role service). */
export const adminUserCalls = {
  list: defineCall({
    path: '/admin/api/user/list.json',
    request: z.strictObject({
      /** Part of a username, phone or nickname. */
      keyword: z.string().trim().max(50).optional(),
      page: zPage,
      limit: zLimit(),
    }),
    auth: 'admin',
    roles: SERVICE_ONLY,
    paged: true,
    response: answer<TAdminUser[]>()(z.array(ZAdminUser)),
    title: '用户列表',
  }),
  /** Every token of the buyer ends; logging in answers 409 USER_DISABLED with the reason. */
  disable: defineCall({
    path: '/admin/api/user/disable.json',
    request: z.strictObject({ id: zId, reason: zAdminReason }),
    auth: 'admin',
    roles: SERVICE_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '停用用户',
  }),
  enable: defineCall({
    path: '/admin/api/user/enable.json',
    request: z.strictObject({ id: zId }),
    auth: 'admin',
    roles: SERVICE_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '启用用户',
  }),
};
