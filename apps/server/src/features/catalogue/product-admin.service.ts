import {
  fenToYuan,
  nextProductState,
  PRODUCT_ACTION_VERB,
  PRODUCT_STATE,
  PRODUCT_STATE_TEXT,
  productStatusOf,
  type TAdminProduct,
  type TProductAction,
  type TProductState,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../db/locks.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import { isSellerSuspended } from '../account/account.service.js';
import { approveRevision, pendingRevisionVersion, rejectRevision } from './listing.service.js';
import * as repo from './product-admin.repository.js';

/*
 * The console's products (DESIGN-OPERATE §A row `product`): the review queue, the list, and the
 * operator's moves of PRODUCT_TRANSITIONS (approve, reject, takeDown, restore). A move writes the
 * life-cycle `state` and the on-sale `status` together in one guarded write, so the buyer's reads
 * (which ask `status` alone) follow at once; the routes empty the response cache after the commit.
 */

type TPageRow = Awaited<ReturnType<typeof repo.adminProductsPage>>['rows'][number];

function toAdminProduct(r: TPageRow): TAdminProduct {
  return {
    id: r.id,
    title: r.title,
    image: r.image,
    sellerId: r.seller_id,
    shopName: r.shop_name,
    categoryId: r.sys_category_id,
    categoryName: r.category_name ?? '',
    price: fenToYuan(Number(r.price_fen)),
    stock: Number(r.stock ?? 0),
    sales: Number(r.sales),
    status: Number(r.state) as TProductState,
    reason: r.state_reason ?? null,
    revisionPending: Boolean(r.revision_pending),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

export async function listAdminProducts(
  db: Kysely<DB>,
  q: {
    page: number;
    limit: number;
    keyword?: string | undefined;
    status?: number | undefined;
    sellerId?: number | undefined;
  },
): Promise<{ list: TAdminProduct[]; total: number }> {
  const filter = { terms: keywordTerms(q.keyword), state: q.status, sellerId: q.sellerId };
  const { rows, total } = await repo.adminProductsPage(db, filter, (q.page - 1) * q.limit, q.limit);
  return { list: rows.map(toAdminProduct), total };
}

/** The review queue: products 待审核 and waiting revisions, the longest waiting first. */
export async function pendingProducts(
  db: Kysely<DB>,
  q: { page: number; limit: number },
): Promise<{ list: TAdminProduct[]; total: number }> {
  const filter = { terms: [], isReviewQueue: true };
  const { rows, total } = await repo.adminProductsPage(db, filter, (q.page - 1) * q.limit, q.limit, true);
  return { list: rows.map(toAdminProduct), total };
}

/** Products waiting for review (the dashboard's queue). */
export async function countPendingProducts(db: Kysely<DB>): Promise<number> {
  return (await pendingProducts(db, { page: 1, limit: 1 })).total;
}

/** What the audit log keeps of a product's state. */
export interface TProductStateSnapshot {
  title: string;
  sellerId: number;
  status: TProductState;
  statusText: string;
  onSale: boolean;
  reason: string | null;
  /** A revision's review: what happened to the seller's edit of the approved product. */
  revision?: 'waiting' | 'approved' | 'rejected';
}

function stateSnapshot(row: { title: string; seller_id: number; state: number; state_reason: string | null }) {
  const state = Number(row.state) as TProductState;
  return {
    title: row.title,
    sellerId: row.seller_id,
    status: state,
    statusText: PRODUCT_STATE_TEXT[state],
    onSale: state === PRODUCT_STATE.ON_SALE,
    reason: row.state_reason ?? null,
  } satisfies TProductStateSnapshot;
}

/**
 * An operator's move of one product (approve, reject, takeDown, restore): under the product's row
 * lock, checked against PRODUCT_TRANSITIONS (409 PRODUCT_STATE_CONFLICT naming the state), then one
 * guarded write. A reason is kept for a rejection or a take-down, cleared otherwise. Unknown: 404.
 */
export async function moveProductByOperator(
  db: Kysely<DB>,
  id: number,
  action: Extract<TProductAction, 'approve' | 'reject' | 'takeDown' | 'restore'>,
  reason: string | null = null,
  /** The version the reviewer read (`updatedAt` of the product, or of its revision): 409 when it moved since. */
  version?: number,
): Promise<{ before: TProductStateSnapshot; after: TProductStateSnapshot }> {
  return inTransaction(db, async (trx) => {
    // An approval may rewrite the standards: their locks first, as every buying write takes them.
    if (action === 'approve') await repo.lockProductStandards(trx, id);
    const row = await repo.lockProductState(trx, id);
    if (!row) throw appError('PRODUCT_NOT_FOUND');
    const from = Number(row.state) as TProductState;
    // An approved product's waiting edit (DESIGN-OPERATE §B): reviewed without moving the product.
    if ((action === 'approve' || action === 'reject') && from !== PRODUCT_STATE.PENDING) {
      const waiting = await pendingRevisionVersion(trx, id);
      if (waiting !== null) {
        if (version !== undefined && version !== waiting) throw appError('LISTING_CHANGED');
        const before = { ...stateSnapshot(row), revision: 'waiting' as const };
        if (action === 'reject') {
          await rejectRevision(trx, id, reason ?? '');
          return { before, after: { ...stateSnapshot(row), revision: 'rejected' } };
        }
        const { title } = await approveRevision(trx, id);
        return { before, after: { ...stateSnapshot({ ...row, title }), revision: 'approved' } };
      }
    }
    // The seller withdrew and edited it since the reviewer read it: what was read is not what waits.
    if (version !== undefined && (action === 'approve' || action === 'reject') && Number(row.updated_at) !== version) {
      throw appError('LISTING_CHANGED');
    }
    const to = nextProductState(from, action);
    if (to === null) {
      throw appError('PRODUCT_STATE_CONFLICT', { state: PRODUCT_STATE_TEXT[from], verb: PRODUCT_ACTION_VERB[action] });
    }
    const kept = to === PRODUCT_STATE.REJECTED || to === PRODUCT_STATE.TAKEN_DOWN ? reason : null;
    // Approved or restored while its seller is suspended: on sale again only when the seller resumes.
    const isHeld = to === PRODUCT_STATE.ON_SALE && (await isSellerSuspended(trx, Number(row.seller_id)));
    const moved = await repo.moveProductState(trx, id, {
      from,
      to,
      status: productStatusOf(to, isHeld),
      reason: kept,
      now: Date.now(),
    });
    // The row lock is held: nothing can have moved it meanwhile.
    if (!moved) throw new Error(`product ${id}: state moved under its lock`);
    return { before: stateSnapshot(row), after: stateSnapshot({ ...row, state: to, state_reason: kept }) };
  });
}
