import {
  APPLICATION_STATUS,
  SELLER_STATE,
  type TAdminSeller,
  type TAdminSellerApplication,
  type TSellerApproval,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import type { TAuditNote } from '../../lib/audit-log.js';
import { phoneTail } from '../../lib/mask.js';
import { SmsSendError } from '../../lib/sms-providers.js';
import { Paged } from '../../plugins/calls.js';
import type { TDeps } from '../../plugins/deps.js';
import { buyerNames, createSellerAccount, getSeller, setSellerSuspension } from '../account/account.service.js';
import { oneTimePassword } from '../admin/admin.service.js';
import {
  countShelvedProducts,
  putSellerProductsBack,
  sysCategoryNames,
  takeSellerProductsOffShelves,
} from '../catalogue/seller-shelf.service.js';
import { writeMessage } from '../message/message.service.js';
import { countSellerOrders } from '../order/seller-order.service.js';
import { openShop } from '../shop/shop.service.js';
import * as repo from './seller-apply.repository.js';
import { toApplication } from './seller-apply.service.js';

type TAudit = (note: TAuditNote) => void;

/** What the audit log keeps of an application (never the licence's bytes, never a password). */
function applicationAudit(r: repo.TApplicationRow) {
  return {
    status: Number(r.status),
    reason: r.reason,
    shopName: r.shop_name,
    companyName: r.company_name,
    uscc: r.uscc,
    phone: r.phone,
    sellerId: r.seller_id === null ? null : Number(r.seller_id),
  };
}

/** 入驻 applications waiting for a decision (the dashboard's queue). */
export async function countPendingApplications(db: Kysely<DB>): Promise<number> {
  return (await repo.listApplications(db, APPLICATION_STATUS.PENDING, 0, 1)).total;
}

/** The 入驻 queue (DESIGN-OPERATE §A): 待审核 oldest first, each with its applicant and category names. */
export async function listApplications(
  db: Kysely<DB>,
  q: { status?: number | undefined; page: number; limit: number },
): Promise<Paged<TAdminSellerApplication[]>> {
  const { rows, total } = await repo.listApplications(db, q.status, (q.page - 1) * q.limit, q.limit);
  const applications = rows.map(toApplication);
  const [names, categories] = await Promise.all([
    buyerNames(
      db,
      rows.map((r) => Number(r.user_id)),
    ),
    sysCategoryNames(
      db,
      applications.flatMap((a) => a.categoryIds),
    ),
  ]);
  return new Paged(
    applications.map((a, i) => {
      const row = rows[i];
      return {
        ...a,
        userId: Number(row?.user_id),
        applicant: names.get(Number(row?.user_id)) ?? '',
        categoryNames: a.categoryIds.flatMap((id) => categories.get(id) ?? []),
        sellerId: row?.seller_id == null ? null : Number(row.seller_id),
      };
    }),
    total,
  );
}

async function pendingApplication(db: Kysely<DB>, id: number): Promise<repo.TApplicationRow> {
  const row = await repo.findApplication(db, id);
  if (!row) throw appError('SELLER_APPLICATION_NOT_FOUND');
  if (Number(row.status) !== APPLICATION_STATUS.PENDING) throw appError('SELLER_APPLICATION_DECIDED');
  return row;
}

/**
 * Approves an application in the call's transaction (`db`): the guarded 待审核 → 已通过 write (two
 * operators racing approve once), the seller account (must change its one-time password) and its
 * shop, a message to the buyer; then the login goes to the contact phone by SMS (scene
 * `seller-approved`, vars username and password). The answer and the audit log never hold the
 * password. A failed send rolls everything back, so no account exists that nobody can sign in to.
 */
export async function approveApplication(
  deps: TDeps,
  db: Kysely<DB>,
  id: number,
  audit: TAudit,
  now = Date.now(),
): Promise<TSellerApproval> {
  const row = await pendingApplication(db, id);
  // The guarded 待审核 → 已通过 write first: a second operator's approval waits on this row and then
  // finds it decided (409), before either makes an account.
  if (
    !(await repo.decideApplication(db, id, {
      status: APPLICATION_STATUS.APPROVED,
      reason: '',
      seller_id: null,
      decided_at: now,
    }))
  ) {
    throw appError('SELLER_APPLICATION_DECIDED');
  }
  const password = oneTimePassword();
  const { sellerId, username } = await createSellerAccount(
    deps,
    db,
    { phone: row.phone, name: row.company_name, ref: id, password },
    now,
  );
  await repo.setApplicationSeller(db, id, sellerId);
  await openShop(db, { sellerId, name: row.shop_name, province: row.province, city: row.city }, now);
  await writeMessage(
    db,
    {
      userId: Number(row.user_id),
      kind: 'sellerApply',
      ref: `apply:${id}`,
      title: '商家入驻申请已通过',
      content: `您的店铺「${row.shop_name}」已开通。商家中心的登录账号和初始密码已通过短信发送至尾号${phoneTail(row.phone)}的手机，首次登录请修改密码。`,
      link: '/merchant/join',
    },
    now,
  );
  const after = await repo.findApplication(db, id);
  audit({
    targetType: 'sellerApplication',
    targetId: id,
    before: applicationAudit(row),
    after: { ...(after ? applicationAudit(after) : {}), username },
  });
  // The provider logs its own failure (smsProviderFrom); the operator reads SMS_SEND_FAILED, the
  // transaction rolls back and the application stays 待审核, so approving again later loses nothing.
  await deps.sms
    .send({
      phone: row.phone,
      scene: 'seller-approved',
      code: '',
      text: `【智联商城】您的商家入驻申请已通过，店铺「${row.shop_name}」已开通。商家中心登录账号：${username}，初始密码：${password}，首次登录请修改密码。`,
      vars: { username, password },
    })
    .catch((err: unknown) => {
      throw err instanceof SmsSendError ? appError('SMS_SEND_FAILED') : err;
    });
  return { sellerId, username };
}

/** Rejects an application with the reason the buyer reads in its status and in 消息. */
export async function rejectApplication(
  db: Kysely<DB>,
  input: { id: number; reason: string },
  audit: TAudit,
  now = Date.now(),
): Promise<null> {
  const row = await pendingApplication(db, input.id);
  if (
    !(await repo.decideApplication(db, input.id, {
      status: APPLICATION_STATUS.REJECTED,
      reason: input.reason,
      seller_id: null,
      decided_at: now,
    }))
  ) {
    throw appError('SELLER_APPLICATION_DECIDED');
  }
  await writeMessage(
    db,
    {
      userId: Number(row.user_id),
      kind: 'sellerApply',
      ref: `apply:${input.id}`,
      title: '商家入驻申请未通过',
      content: `您的店铺「${row.shop_name}」入驻申请未通过审核，原因：${input.reason}。您可以修改后重新提交。`,
      link: '/merchant/join',
    },
    now,
  );
  audit({
    targetType: 'sellerApplication',
    targetId: input.id,
    before: applicationAudit(row),
    after: { ...applicationAudit(row), status: APPLICATION_STATUS.REJECTED, reason: input.reason },
  });
  return null;
}

/** The console's sellers with their shelves and orders counted (one statement per figure, for the page). */
export async function listSellers(
  db: Kysely<DB>,
  q: { keyword?: string | undefined; status?: number | undefined; page: number; limit: number },
): Promise<Paged<TAdminSeller[]>> {
  const suspended = q.status === undefined ? undefined : q.status === SELLER_STATE.SUSPENDED;
  const { rows, total } = await repo.listSellers(
    db,
    { keyword: q.keyword || undefined, suspended },
    (q.page - 1) * q.limit,
    q.limit,
  );
  const ids = rows.map((r) => Number(r.id));
  const [shelved, orders] = await Promise.all([countShelvedProducts(db, ids), countSellerOrders(db, ids)]);
  return new Paged(
    rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      shopName: r.shop_name ?? r.name,
      companyName: r.company_name ?? '',
      contactName: r.contact_name ?? '',
      phone: r.phone,
      productsOnSale: shelved.get(Number(r.id)) ?? 0,
      orders: orders.get(Number(r.id)) ?? 0,
      status: r.suspended_at === null ? SELLER_STATE.ACTIVE : SELLER_STATE.SUSPENDED,
      suspendReason: r.suspend_reason,
      suspendedAt: r.suspended_at === null ? null : Number(r.suspended_at),
      createdAt: Number(r.created_at),
    })),
    total,
  );
}

/** What the audit log keeps of a seller's state. */
const sellerAudit = (s: { suspendedAt: number | null; suspendReason: string }, onShelves?: number) => ({
  status: s.suspendedAt === null ? SELLER_STATE.ACTIVE : SELLER_STATE.SUSPENDED,
  suspendReason: s.suspendReason,
  ...(onShelves === undefined ? {} : { productsMoved: onShelves }),
});

/**
 * Suspends a seller in the call's transaction: the guarded write on the seller (once, whatever
 * races), then every product it has on sale leaves the shelves. Its open orders go on: it still
 * signs in and ships, and its workbench shows the reason. The caller clears the public answers.
 */
export async function suspendSeller(
  db: Kysely<DB>,
  input: { id: number; reason: string },
  audit: TAudit,
  now = Date.now(),
): Promise<null> {
  const seller = await getSeller({ db }, input.id);
  if (!seller) throw appError('SELLER_NOT_FOUND');
  if (!(await setSellerSuspension(db, input.id, { reason: input.reason, at: now }))) {
    throw appError('SELLER_ALREADY_SUSPENDED');
  }
  const moved = await takeSellerProductsOffShelves(db, input.id, now);
  audit({
    targetType: 'seller',
    targetId: input.id,
    before: sellerAudit(seller),
    after: sellerAudit({ suspendedAt: now, suspendReason: input.reason }, moved),
  });
  return null;
}

/** Resumes a suspended seller: the products the suspension took off go back on sale. */
export async function resumeSeller(db: Kysely<DB>, id: number, audit: TAudit, now = Date.now()): Promise<null> {
  const seller = await getSeller({ db }, id);
  if (!seller) throw appError('SELLER_NOT_FOUND');
  if (!(await setSellerSuspension(db, id, null))) throw appError('SELLER_NOT_SUSPENDED');
  const moved = await putSellerProductsBack(db, id, now);
  audit({
    targetType: 'seller',
    targetId: id,
    before: sellerAudit(seller),
    after: sellerAudit({ suspendedAt: null, suspendReason: '' }, moved),
  });
  return null;
}
