import { z } from 'zod';
import { zAdminReason } from '../admin/admin.calls.js';
import { ADMIN_REASON_MAX, OPERATOR_ONLY } from '../admin/admin.rules.js';
import { answer, defineCall } from '../common/call.js';
import { zId, zOptionalPayload } from '../common/fields.js';
import { zLimit, zPage } from '../common/pagination.js';
import { type TSellerApplication, ZSellerApplicationShape } from './seller-apply.calls.js';
import type { TSellerState } from './seller-apply.rules.js';

/** An application in the console's queue (TAdminSellerApplication): the applicant and what it became. */
export interface TAdminSellerApplication extends TSellerApplication {
  userId: number;
  /** The applying buyer's nickname (or login name when none). */
  applicant: string;
  /** The names of `categoryIds`, in their order (a removed category is left out). */
  categoryNames: string[];
  /** The seller account approval made; null before. */
  sellerId: number | null;
}

export const ZAdminSellerApplication = z.strictObject({
  ...ZSellerApplicationShape,
  userId: z.number().int(),
  applicant: z.string(),
  categoryNames: z.array(z.string()),
  sellerId: z.number().int().nullable(),
});

/** A seller in the console's list (TAdminSeller). */
export interface TAdminSeller {
  id: number;
  username: string;
  shopName: string;
  /** From the approved application; '' for sellers made before 入驻 existed (the demo's). */
  companyName: string;
  contactName: string;
  phone: string;
  /** Products on the shelves (while suspended: those that go back on resume). */
  productsOnSale: number;
  /** Orders of the shop, every state. */
  orders: number;
  status: TSellerState;
  /** Why it is suspended; '' when active. */
  suspendReason: string;
  suspendedAt: number | null;
  createdAt: number;
}

export const ZAdminSeller = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  shopName: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  productsOnSale: z.number().int().min(0),
  orders: z.number().int().min(0),
  status: z.union([z.literal(0), z.literal(1)]),
  suspendReason: z.string(),
  suspendedAt: z.number().nullable(),
  createdAt: z.number(),
});

/** What approval made: the seller account (its one-time password went by SMS, never in an answer). */
export interface TSellerApproval {
  sellerId: number;
  username: string;
}

/** The console's sellers (DESIGN-OPERATE §A `seller`): the 入驻 queue and the sellers themselves; operators only. */
export const adminSellerCalls = {
  applications: defineCall({
    path: '/admin/api/seller/applications.json',
    request: zOptionalPayload(
      z.object({
        status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
        page: zPage,
        limit: zLimit(),
      }),
    ),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    paged: true,
    response: answer<TAdminSellerApplication[]>()(z.array(ZAdminSellerApplication)),
    title: '入驻申请',
  }),
  /** Creates the seller account and its shop in one transaction; the login goes to the contact phone by SMS. */
  approve: defineCall({
    path: '/admin/api/seller/approve.json',
    request: z.object({ id: zId }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<TSellerApproval>()(z.strictObject({ sellerId: z.number().int(), username: z.string() })),
    title: '通过入驻申请',
  }),
  /** The buyer sees the reason in their application's status and in 消息. */
  reject: defineCall({
    path: '/admin/api/seller/reject.json',
    request: z.object({ id: zId, reason: zAdminReason }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '驳回入驻申请',
  }),
  list: defineCall({
    path: '/admin/api/seller/list.json',
    request: zOptionalPayload(
      z.object({
        keyword: z.string().trim().max(50).optional(),
        status: z.union([z.literal(0), z.literal(1)]).optional(),
        page: zPage,
        limit: zLimit(),
      }),
    ),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    paged: true,
    response: answer<TAdminSeller[]>()(z.array(ZAdminSeller)),
    title: '商家列表',
  }),
  /** Its products leave every shelf at once; open orders go on and the seller may still sign in and ship. */
  suspend: defineCall({
    path: '/admin/api/seller/suspend.json',
    request: z.object({ id: zId, reason: zAdminReason }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '暂停商家',
  }),
  /** The products it had on the shelves come back. */
  resume: defineCall({
    path: '/admin/api/seller/resume.json',
    request: z.object({ id: zId }),
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<null>()(z.null()),
    title: '恢复商家',
  }),
};
