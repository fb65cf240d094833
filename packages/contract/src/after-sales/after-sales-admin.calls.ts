import { z } from 'zod';
import { zAdminReason } from '../admin/admin.calls.js';
import { SERVICE_ONLY } from '../admin/admin.rules.js';
import { answer, defineCall } from '../common/call.js';
import { zId } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { ZReturnStatus, ZReturnType } from './after-sales.responses.js';

const zAppealStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** An appealed after-sales request as customer service decides it (TAdminAppeal). Money in yuan. */
export const ZAdminAppeal = z.strictObject({
  /** The after-sales request's id (what `decide` takes). */
  id: z.number().int(),
  returnNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  title: z.string(),
  image: z.string(),
  standardName: z.string(),
  returnType: ZReturnType,
  returnTypeText: z.string(),
  status: ZReturnStatus,
  statusText: z.string(),
  number: z.number().int(),
  /** What a refund gives back (the line's money; the freight too when these are the order's last units). */
  amount: z.number(),
  buyer: z.strictObject({ id: z.number().int(), name: z.string() }),
  seller: z.strictObject({ id: z.number().int(), name: z.string() }),
  /** The buyer's reason when applying, and the description. */
  reason: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  rejectReason: z.string(),
  rejectedAt: z.number().nullable(),
  appealStatus: zAppealStatus,
  appealStatusText: z.string(),
  appealReason: z.string(),
  appealedAt: z.number(),
  decisionReason: z.string(),
  decidedAt: z.number().nullable(),
});
export type TAdminAppeal = z.output<typeof ZAdminAppeal>;

/** Customer service's after-sales appeals (DESIGN-OPERATE §A `afterSales`, role service). */
export const adminAfterSalesCalls = {
  /** The appeals, oldest waiting first (a status given: that status, newest first). */
  appeals: defineCall({
    path: '/admin/api/afterSales/appeals.json',
    request: z.strictObject({ status: zAppealStatus.optional(), page: zPage, limit: zLimit() }),
    auth: 'admin',
    roles: SERVICE_ONLY,
    paged: true,
    response: answer<TAdminAppeal[]>()(z.array(ZAdminAppeal)),
    title: '售后申诉列表',
  }),
  /**
   * Decides a waiting appeal: `refund` runs the after-sales refund (money back where it came from,
   * the request 已完成); `uphold` keeps the rejection. The buyer reads the decision in 消息. Only once.
   */
  decide: defineCall({
    path: '/admin/api/afterSales/decide.json',
    request: z.strictObject({ id: zId, result: z.enum(['refund', 'uphold']), reason: zAdminReason }),
    auth: 'admin',
    roles: SERVICE_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '处理售后申诉',
  }),
};
