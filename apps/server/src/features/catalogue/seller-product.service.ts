import {
  fenToYuan,
  nextProductState,
  PRODUCT_STATE,
  PRODUCT_STATE_TEXT,
  PRODUCT_STATUS,
  productStatusOf,
  purchaseLimitOf,
  SELLER_LOW_STOCK,
  type TProductState,
  type TSellerProduct,
  type TSellerPurchaseLimit,
  type TSellerStandard,
  yuanToFen,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../db/locks.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import { isSellerSuspended } from '../account/account.service.js';
import { ensureOwnTemplate } from '../freight/freight.service.js';
import { standardName } from './product-detail.service.js';
import * as repo from './seller-product.repository.js';

// ---------------------------------------------------------------- the seller's products (workbench)

type TStandardRow = { id: number; specs: string; price_fen: number; stock: number; sales: number };

function toSellerStandard(s: TStandardRow, limitSetting: number | null): TSellerStandard {
  return {
    id: s.id,
    name: standardName(s.specs),
    price: fenToYuan(s.price_fen),
    stock: Number(s.stock),
    sales: Number(s.sales),
    purchaseLimit: purchaseLimitOf(limitSetting, Number(s.stock)),
  };
}

/** The seller's products, on sale or not, latest change first, each with its standards; `total`. */
export async function listSellerProducts(
  db: Kysely<DB>,
  sellerId: number,
  q: {
    page: number;
    limit: number;
    keyword?: string | undefined;
    status?: number | undefined;
    state?: number | undefined;
    lowStock?: boolean;
  },
): Promise<{ list: TSellerProduct[]; total: number }> {
  const filter: repo.TSellerProductFilter = {
    sellerId,
    terms: keywordTerms(q.keyword),
    status: q.status,
    state: q.state,
    lowStockAt: q.lowStock ? SELLER_LOW_STOCK : undefined,
  };
  const { rows, total } = await repo.sellerProductsPage(db, filter, (q.page - 1) * q.limit, q.limit);
  const standards = await repo.standardsOfProducts(
    db,
    rows.map((r) => r.id),
  );
  const list = rows.map((r): TSellerProduct => {
    const limitSetting = r.purchase_limit === null ? null : Number(r.purchase_limit);
    const own = standards.filter((s) => s.product_id === r.id).map((s) => toSellerStandard(s, limitSetting));
    return {
      id: r.id,
      title: r.title,
      image: r.image,
      categoryName: r.category_name ?? '',
      status: r.status === PRODUCT_STATUS.ON_SALE ? 1 : 0,
      state: Number(r.state) as TProductState,
      stateReason: r.state_reason ?? null,
      revisionState: r.revision_state === null ? null : (Number(r.revision_state) as 0 | 1 | 3),
      revisionReason: r.revision_reason ?? null,
      price: fenToYuan(r.price_fen),
      stock: own.reduce((n, s) => n + s.stock, 0),
      sales: Number(r.sales),
      reviewCount: Number(r.review_count),
      updatedAt: Number(r.updated_at),
      purchaseLimit: limitSetting,
      freightTemplateId: r.freight_template_id === null ? null : Number(r.freight_template_id),
      standards: own,
    };
  });
  return { list, total };
}

/** The seller's standard as it is now (inside the caller's transaction). */
async function sellerStandardNow(db: Kysely<DB>, standardId: number): Promise<TSellerStandard> {
  const row = await repo.standardWithSeller(db, standardId);
  if (!row) throw appError('STANDARD_NOT_FOUND');
  return toSellerStandard(row, row.purchase_limit === null ? null : Number(row.purchase_limit));
}

/**
 * Sets a standard's price and, in the same transaction, the product's list price (its lowest
 * standard). Locks in the order every buying transaction takes them: the standard, then its product;
 * the lowest price is read after the product's lock is held, so two price changes of one product's
 * standards never leave a stale list price. Another seller's standard is 404.
 */
export async function updateStandardPrice(
  db: Kysely<DB>,
  sellerId: number,
  input: { standardId: number; price: number },
): Promise<TSellerStandard> {
  return db.transaction().execute(async (trx) => {
    const productId = await repo.setStandardPrice(trx, sellerId, input.standardId, yuanToFen(input.price));
    if (productId === undefined) throw appError('STANDARD_NOT_FOUND');
    await repo.touchProduct(trx, productId, Date.now());
    await repo.refreshProductPrice(trx, productId);
    return sellerStandardNow(trx, input.standardId);
  });
}

/**
 * 入库 / 出库: one guarded write `stock = stock + delta where stock + delta >= 0` (never a read, then a
 * write: an order's reservation made meanwhile is never lost). Nothing written: another seller's
 * standard is 404, else 409 STOCK_ADJUST_NEGATIVE with the stock now.
 */
export async function adjustStandardStock(
  db: Kysely<DB>,
  sellerId: number,
  input: { standardId: number; delta: number },
): Promise<TSellerStandard> {
  return db.transaction().execute(async (trx) => {
    const productId = await repo.addStandardStock(trx, sellerId, input.standardId, input.delta);
    if (productId === undefined) {
      const row = await repo.standardWithSeller(trx, input.standardId);
      if (!row || row.seller_id !== sellerId) throw appError('STANDARD_NOT_FOUND');
      throw appError('STOCK_ADJUST_NEGATIVE', { stock: Number(row.stock) });
    }
    await repo.touchProduct(trx, productId, Date.now());
    return sellerStandardNow(trx, input.standardId);
  });
}

/**
 * 上架 (1) or 下架 (0) of the seller's product (PRODUCT_TRANSITIONS `shelve` 4 → 2, `unshelve` 2 → 4),
 * one guarded write of state and status together. Asking for what already holds is no change (a
 * 下架 of any product not on sale included). Refused: 上架 of a product the platform took down (409
 * PRODUCT_TAKEN_DOWN with its reason: only an operator restores it) or not approved yet (409
 * PRODUCT_NOT_APPROVED). Another seller's product is 404.
 */
export async function setSellerProductStatus(
  db: Kysely<DB>,
  sellerId: number,
  input: { productId: number; status: 0 | 1 },
): Promise<void> {
  // A suspended seller's shelves stay empty until the platform resumes it (DESIGN-OPERATE §A).
  if (input.status === 1 && (await isSellerSuspended(db, sellerId))) throw appError('SELLER_SUSPENDED');
  await inTransaction(db, async (trx) => {
    const row = await repo.lockSellerProductState(trx, sellerId, input.productId);
    if (!row) throw appError('PRODUCT_NOT_FOUND');
    const from = Number(row.state) as TProductState;
    // 上架 of a product on sale and 下架 of one not on sale keep its state (and mend a status that
    // disagrees with it); everything else follows the table.
    const isOnSale = from === PRODUCT_STATE.ON_SALE;
    if (input.status === 0 && !isOnSale && from !== PRODUCT_STATE.OFF_SALE) return;
    const to =
      isOnSale && input.status === 1 ? from : nextProductState(from, input.status === 1 ? 'shelve' : 'unshelve');
    if (to === null && from === PRODUCT_STATE.OFF_SALE) return;
    if (to === null) {
      if (from === PRODUCT_STATE.TAKEN_DOWN) throw appError('PRODUCT_TAKEN_DOWN', { reason: row.state_reason ?? '' });
      throw appError('PRODUCT_NOT_APPROVED', { state: PRODUCT_STATE_TEXT[from] });
    }
    await repo.moveSellerProductState(trx, sellerId, input.productId, {
      from,
      to,
      status: productStatusOf(to),
      now: Date.now(),
    });
  });
}

/**
 * Sets the seller's product's 限购 (null: the default rule) and answers what now applies to each of
 * its standards. One guarded write (`where seller_id = me`): another seller's product is 404. Orders
 * read the setting inside their own transaction, so the next order keeps the new limit.
 */
export async function setSellerPurchaseLimit(
  db: Kysely<DB>,
  sellerId: number,
  input: { productId: number; limit: number | null },
): Promise<TSellerPurchaseLimit> {
  if (!(await repo.setPurchaseLimit(db, sellerId, input.productId, input.limit, Date.now()))) {
    throw appError('PRODUCT_NOT_FOUND');
  }
  const standards = await repo.standardsOfProducts(db, [input.productId]);
  return {
    productId: input.productId,
    purchaseLimit: input.limit,
    standards: standards.map((s) => ({ id: s.id, purchaseLimit: purchaseLimitOf(input.limit, Number(s.stock)) })),
  };
}

/**
 * The seller's product names its freight template (null: free shipping). Another seller's product
 * or template is 404; orders read the template inside their own transaction, so the next order
 * charges by it.
 */
export async function setSellerFreightTemplate(
  db: Kysely<DB>,
  sellerId: number,
  input: { productId: number; templateId: number | null },
): Promise<{ productId: number; freightTemplateId: number | null }> {
  if (input.templateId !== null) await ensureOwnTemplate(db, sellerId, input.templateId);
  const result = await repo.setFreightTemplate(db, sellerId, input.productId, input.templateId, Date.now());
  if (result === 'no-product') throw appError('PRODUCT_NOT_FOUND');
  if (result === 'no-template') throw appError('FREIGHT_TEMPLATE_NOT_FOUND');
  return { productId: input.productId, freightTemplateId: input.templateId };
}

/** The workbench's 库存预警: standards of the seller's products on sale with stock ≤ SELLER_LOW_STOCK. */
export function countLowStock(db: Kysely<DB>, sellerId: number): Promise<number> {
  return repo.countLowStock(db, sellerId, SELLER_LOW_STOCK);
}

/** 404 PRODUCT_NOT_FOUND unless the product (on sale or not) is the seller's. */
export async function ensureSellerProduct(db: Kysely<DB>, sellerId: number, productId: number): Promise<void> {
  if (!(await repo.isSellerProduct(db, sellerId, productId))) throw appError('PRODUCT_NOT_FOUND');
}
