import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TIndexGram } from './search-text.js';

// ---------------------------------------------------------------- the sellers' listings (DESIGN-OPERATE §B)

/** Rich text type of a product's detail page; picture type of its gallery (spec §7 productFile). */
export const DETAIL_TEXT_TYPE = 1;
export const GALLERY_FILE_TYPE = 2;

/** The category with whether it has children, or undefined. */
export function categoryNode(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('sys_categories as c')
    .select(['c.id', 'c.name', 'c.parent_id'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('sys_categories as k').select('k.id').whereRef('k.parent_id', '=', 'c.id'))
        .as('has_children'),
    )
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** Every category's id, name and parent (the tree is small: paths are walked in memory). */
export function categoryLinks(db: Kysely<DB>) {
  return db.selectFrom('sys_categories').select(['id', 'name', 'parent_id']).execute();
}

export async function insertProduct(db: Kysely<DB>, values: Insertable<DB['products']>): Promise<number> {
  const row = await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

const PRODUCT_COLUMNS = [
  'p.id',
  'p.seller_id',
  'p.sys_category_id',
  'p.title',
  'p.subtitle',
  'p.brand',
  'p.image',
  'p.status',
  'p.state',
  'p.state_reason',
  'p.spec_names',
  'p.protocols',
  'p.ecosystems',
  'p.power',
  'p.certifications',
  'p.hub_required',
  'p.weight_grams',
  'p.created_at',
  'p.updated_at',
] as const;

/** A product with its shop's name; only the seller's own when `sellerId` is given. */
export function productRow(db: Kysely<DB>, id: number, sellerId: number | null) {
  let q = db
    .selectFrom('products as p')
    .leftJoin('shops as s', 's.seller_id', 'p.seller_id')
    .select(PRODUCT_COLUMNS)
    .select('s.name as shop_name')
    .where('p.id', '=', id);
  if (sellerId !== null) q = q.where('p.seller_id', '=', sellerId);
  return q.executeTakeFirst();
}

export type TProductRow = NonNullable<Awaited<ReturnType<typeof productRow>>>;

/** Takes the seller's product's row lock for the rest of the transaction; false when it is not theirs. */
export async function lockSellerProduct(db: Kysely<DB>, sellerId: number, id: number): Promise<boolean> {
  const res = await db
    .updateTable('products')
    .set({ id: sql`id` })
    .where('id', '=', id)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function standardsOf(db: Kysely<DB>, productId: number) {
  return db
    .selectFrom('product_standards')
    .select(['id', 'specs', 'price_fen', 'stock', 'code', 'sort'])
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function galleryOf(db: Kysely<DB>, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('product_files')
    .select('path')
    .where('product_id', '=', productId)
    .where('type', '=', GALLERY_FILE_TYPE)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.path);
}

export async function detailHtmlOf(db: Kysely<DB>, productId: number): Promise<string> {
  const row = await db
    .selectFrom('rich_texts')
    .select('html_code')
    .where('product_id', '=', productId)
    .where('type', '=', DETAIL_TEXT_TYPE)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.html_code ?? '';
}

/** The product's listed columns (everything but state, stock and sales). */
export async function updateProductColumns(
  db: Kysely<DB>,
  id: number,
  values: Omit<Partial<Insertable<DB['products']>>, 'id' | 'seller_id' | 'state' | 'status'>,
): Promise<void> {
  await db.updateTable('products').set(values).where('id', '=', id).execute();
}

export async function replaceGallery(db: Kysely<DB>, productId: number, images: readonly string[]): Promise<void> {
  await db
    .deleteFrom('product_files')
    .where('product_id', '=', productId)
    .where('type', '=', GALLERY_FILE_TYPE)
    .execute();
  await db
    .insertInto('product_files')
    .values(images.map((path, sort) => ({ product_id: productId, type: GALLERY_FILE_TYPE, path, sort })))
    .execute();
}

export async function replaceDetailHtml(db: Kysely<DB>, productId: number, html: string): Promise<void> {
  await db.deleteFrom('rich_texts').where('product_id', '=', productId).where('type', '=', DETAIL_TEXT_TYPE).execute();
  await db
    .insertInto('rich_texts')
    .values({ product_id: productId, type: DETAIL_TEXT_TYPE, html_code: html })
    .execute();
}

export async function deleteStandards(db: Kysely<DB>, productId: number): Promise<void> {
  await db.deleteFrom('product_standards').where('product_id', '=', productId).execute();
}

export async function insertStandards(db: Kysely<DB>, rows: Insertable<DB['product_standards']>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('product_standards').values(rows).execute();
}

/** An existing standard's place and 商家编码 (its price and stock move only by the seller's own calls). */
export async function updateStandardListing(db: Kysely<DB>, id: number, sort: number, code: string): Promise<void> {
  await db.updateTable('product_standards').set({ sort, code }).where('id', '=', id).execute();
}

export async function replaceSearchGrams(
  db: Kysely<DB>,
  productId: number,
  grams: readonly TIndexGram[],
): Promise<void> {
  await db.deleteFrom('product_search_grams').where('product_id', '=', productId).execute();
  for (let i = 0; i < grams.length; i += 400) {
    await db
      .insertInto('product_search_grams')
      .values(grams.slice(i, i + 400).map((row) => ({ ...row, product_id: productId })))
      .execute();
  }
}

/** The product's life-cycle state and on-sale status together, guarded on `from` (under the row lock). */
export async function moveListingState(
  db: Kysely<DB>,
  id: number,
  move: { from: number; to: number; status: number; reason: string | null; now: number },
): Promise<void> {
  await db
    .updateTable('products')
    .set({ state: move.to, status: move.status, state_reason: move.reason, updated_at: move.now })
    .where('id', '=', id)
    .where('state', '=', move.from)
    .execute();
}

export function deleteProduct(db: Kysely<DB>, id: number) {
  return db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
}

// ---------------------------------------------------------------- revisions

export function revisionOf(db: Kysely<DB>, productId: number) {
  return db
    .selectFrom('product_revisions')
    .select(['state', 'reason', 'content', 'updated_at'])
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

/** Keeps the edit as an unsubmitted revision (replacing an earlier one's content). */
export async function saveRevision(
  db: Kysely<DB>,
  row: { productId: number; sellerId: number; content: string; now: number },
): Promise<void> {
  const existing = await revisionOf(db, row.productId);
  if (existing) {
    await db
      .updateTable('product_revisions')
      .set({ state: 0, reason: null, content: row.content, updated_at: row.now })
      .where('product_id', '=', row.productId)
      .execute();
    return;
  }
  await db
    .insertInto('product_revisions')
    .values({
      product_id: row.productId,
      seller_id: row.sellerId,
      state: 0,
      reason: null,
      content: row.content,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

/** Moves a revision's state (guarded on `from`); answers whether it moved. */
export async function moveRevision(
  db: Kysely<DB>,
  productId: number,
  move: { from: number; to: number; reason: string | null; now: number },
): Promise<boolean> {
  const res = await db
    .updateTable('product_revisions')
    .set({ state: move.to, reason: move.reason, updated_at: move.now })
    .where('product_id', '=', productId)
    .where('state', '=', move.from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteRevision(db: Kysely<DB>, productId: number): Promise<void> {
  await db.deleteFrom('product_revisions').where('product_id', '=', productId).execute();
}

/** The seller's products (for the export), oldest first, in pages. */
export function sellerProductIds(db: Kysely<DB>, sellerId: number, afterId: number, limit: number) {
  return db
    .selectFrom('products')
    .select('id')
    .where('seller_id', '=', sellerId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
