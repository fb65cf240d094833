import type { Insertable, Kysely } from 'kysely';
import { type SqlBool, sql } from 'kysely';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { TModerationFilter } from '../../lib/moderation.js';
import type { ProductReviewsTable } from './review.table.js';

/** What a review's order line shows (`order_items as oi` with its order `o`). */
const LINE_COLUMNS = [
  'oi.id',
  'oi.order_id',
  'oi.product_id',
  'oi.title',
  'oi.image',
  'oi.standard_name',
  'oi.price_fen',
  'oi.number',
  'o.order_no',
] as const;

/**
 * The order line a buyer reviews, with its order's owner and state and whether it is reviewed. Only
 * catalogue lines: a procurement line (no product) has no product page to review on.
 */
export function findReviewTarget(db: Kysely<DB>, orderItemId: number, userId: number) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .leftJoin('product_reviews as r', 'r.order_item_id', 'oi.id')
    .select([...LINE_COLUMNS, 'o.status as order_status', 'o.seller_id', 'o.received_at', 'r.id as review_id'])
    .where('oi.id', '=', orderItemId)
    .where('o.user_id', '=', userId)
    .where('oi.product_id', 'is not', null)
    .$narrowType<{ product_id: number }>()
    .executeTakeFirst();
}

export type TReviewTargetRow = NonNullable<Awaited<ReturnType<typeof findReviewTarget>>>;

/** Inserts a review unless its order line has one; answers the new id, or undefined (nothing written). */
export async function insertReview(db: Kysely<DB>, row: Insertable<ProductReviewsTable>): Promise<number | undefined> {
  const inserted = await db
    .insertInto('product_reviews')
    .values(row)
    .onConflict((oc) => oc.column('order_item_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/**
 * Locks a visible review's row for the rest of the transaction (a no-op update: concurrent likes and
 * replies of one review queue here) and answers its product and seller; undefined when none is shown.
 */
export function lockVisibleReview(db: Kysely<DB>, reviewId: number) {
  return db
    .updateTable('product_reviews')
    .set({ like_count: sql`like_count` })
    .where('id', '=', reviewId)
    .where('status', '=', 1)
    .returning(['id', 'product_id', 'seller_id'])
    .executeTakeFirst();
}

export async function deleteLike(db: Kysely<DB>, reviewId: number, userId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('review_likes')
    .where('review_id', '=', reviewId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function insertLike(db: Kysely<DB>, reviewId: number, userId: number, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto('review_likes')
    .values({ review_id: reviewId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
    .returning('review_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Moves a review's like count by `delta`; answers the new count. */
export async function moveLikeCount(db: Kysely<DB>, reviewId: number, delta: 1 | -1): Promise<number> {
  const row = await db
    .updateTable('product_reviews')
    .set({ like_count: sql`like_count + ${delta}` })
    .where('id', '=', reviewId)
    .returning('like_count')
    .executeTakeFirstOrThrow();
  return row.like_count;
}

/** Inserts a reply; a second seller reply of one review inserts nothing (partial unique index): undefined. */
export async function insertReply(
  db: Kysely<DB>,
  row: { review_id: number; product_id: number; user_id: number | null; seller_id: number | null; content: string },
  now: number,
): Promise<number | undefined> {
  const q = db.insertInto('review_replies').values({ ...row, created_at: now });
  const inserted = await (row.seller_id === null
    ? q
    : q.onConflict((oc) => oc.column('review_id').where('seller_id', 'is not', null).doNothing())
  )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function addReplyCount(db: Kysely<DB>, reviewId: number): Promise<void> {
  await db
    .updateTable('product_reviews')
    .set({ reply_count: sql`reply_count + 1` })
    .where('id', '=', reviewId)
    .execute();
}

/** What a review answer shows of the review and its author (`r`, `u`). */
const REVIEW_COLUMNS = [
  'r.id',
  'r.product_id',
  'r.score',
  'r.content',
  'r.images',
  'r.is_anonymous',
  'r.standard_name',
  'r.like_count',
  'r.reply_count',
  'r.created_at',
  'r.status',
  'r.hidden_reason',
  'u.username',
  'u.nickname',
  'u.icon',
] as const;

function reviewsQuery(db: Kysely<DB>) {
  return db.selectFrom('product_reviews as r').innerJoin('users as u', 'u.id', 'r.user_id').select(REVIEW_COLUMNS);
}

export type TReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsQuery>['execute']>>[number];

/** One page of a product's visible reviews, newest first, and the count of all of them. */
export function reviewsPage(
  db: Kysely<DB>,
  f: { productId: number; hasImage: boolean },
  offset: number,
  limit: number,
) {
  let q = reviewsQuery(db).where('r.product_id', '=', f.productId).where('r.status', '=', 1);
  if (f.hasImage) q = q.where('r.has_image', '=', 1);
  let count = db
    .selectFrom('product_reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', f.productId)
    .where('status', '=', 1);
  if (f.hasImage) count = count.where('has_image', '=', 1);
  return pageWithTotal(q.orderBy('r.id', 'desc'), count, offset, limit);
}

export function findReview(db: Kysely<DB>, id: number) {
  return reviewsQuery(db).where('r.id', '=', id).where('r.status', '=', 1).executeTakeFirst();
}

/** Replies of these reviews, by review then oldest first, with their authors (and whether one is the anonymous reviewer). */
export function repliesOf(db: Kysely<DB>, reviewIds: number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('review_replies as rp')
    .innerJoin('product_reviews as r', 'r.id', 'rp.review_id')
    .leftJoin('users as u', 'u.id', 'rp.user_id')
    .leftJoin('shops as s', 's.seller_id', 'rp.seller_id')
    .select([
      'rp.id',
      'rp.review_id',
      'rp.seller_id',
      // Whether the reply is the anonymous reviewer's own: their anonymity holds for the thread.
      sql<number>`case when r.is_anonymous = 1 and rp.user_id = r.user_id then 1 else 0 end`.as(
        'by_anonymous_reviewer',
      ),
      'rp.content',
      'rp.created_at',
      'u.username',
      'u.nickname',
      'u.icon',
      's.name as shop_name',
      's.logo as shop_logo',
    ])
    .where('rp.review_id', 'in', reviewIds)
    .where('rp.hidden_at', 'is', null)
    .orderBy('rp.review_id')
    .orderBy('rp.id')
    .execute();
}

export type TReplyRow = Awaited<ReturnType<typeof repliesOf>>[number];

/** Which of these reviews the user likes. */
export async function likedAmong(db: Kysely<DB>, userId: number, reviewIds: number[]): Promise<Set<number>> {
  if (reviewIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('review_likes')
    .select('review_id')
    .where('user_id', '=', userId)
    .where('review_id', 'in', reviewIds)
    .execute();
  return new Set(rows.map((r) => r.review_id));
}

/** The review of an order line (any state), for its buyer. */
export function reviewOfItem(db: Kysely<DB>, orderItemId: number) {
  return reviewsQuery(db).where('r.order_item_id', '=', orderItemId).executeTakeFirst();
}

function poolQuery(db: Kysely<DB>, userId: number, orderId: number | undefined) {
  let q = db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 3)
    // Catalogue lines only: a procurement line names no product to review.
    .where('oi.product_id', 'is not', null)
    // A line that went back whole (退货退款 or 仅退款 of every unit) has nothing left to review.
    .whereRef('oi.returned_num', '<', 'oi.number')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('product_reviews as r').select('r.id').whereRef('r.order_item_id', '=', 'oi.id'))),
    );
  if (orderId !== undefined) q = q.where('o.id', '=', orderId);
  return q;
}

/** The buyer's received order lines without a review, newest receipt first, and the count of all of them. */
export function poolPage(db: Kysely<DB>, userId: number, orderId: number | undefined, offset: number, limit: number) {
  return pageWithTotal(
    poolQuery(db, userId, orderId)
      .select([...LINE_COLUMNS, 'o.received_at'])
      .$narrowType<{ product_id: number }>()
      .orderBy('o.received_at', 'desc')
      .orderBy('oi.id', 'desc'),
    poolQuery(db, userId, orderId).select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

// ---------------------------------------------------------------- the seller's reviews (workbench)

export interface TSellerReviewFilter {
  sellerId: number;
  productId?: number | undefined;
  /** true: only reviews the shop replied to; false: only those still without its reply. */
  replied?: boolean | undefined;
}

/** The seller's visible reviews (index product_reviews_seller_idx), narrowed by product and by the shop's reply. */
function sellerReviewsFiltered(db: Kysely<DB>, f: TSellerReviewFilter) {
  let q = db.selectFrom('product_reviews as r').where('r.seller_id', '=', f.sellerId).where('r.status', '=', 1);
  if (f.productId !== undefined) q = q.where('r.product_id', '=', f.productId);
  if (f.replied !== undefined) {
    const shopReplied = sql<SqlBool>`exists (select 1 from review_replies as sr where sr.review_id = r.id and sr.seller_id is not null)`;
    q = q.where(f.replied ? shopReplied : sql<SqlBool>`not ${shopReplied}`);
  }
  return q;
}

function sellerReviewsCount(db: Kysely<DB>, f: TSellerReviewFilter) {
  return sellerReviewsFiltered(db, f).select((eb) => eb.fn.countAll<number>().as('n'));
}

/**
 * One page of the seller's reviews, newest first, with the product, the order number and the author,
 * and the count of all of them.
 */
export function sellerReviewsPage(db: Kysely<DB>, f: TSellerReviewFilter, offset: number, limit: number) {
  return pageWithTotal(
    sellerReviewsFiltered(db, f)
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select([...REVIEW_COLUMNS, 'p.title as product_title', 'p.image as product_image', 'o.order_no'])
      .orderBy('r.id', 'desc'),
    sellerReviewsCount(db, f),
    offset,
    limit,
  );
}

/** How many of the seller's reviews match (the workbench's badge). */
export async function countSellerReviews(db: Kysely<DB>, f: TSellerReviewFilter): Promise<number> {
  return Number((await sellerReviewsCount(db, f).executeTakeFirstOrThrow()).n);
}

/** The shop's replies of these reviews (at most one each). */
export function shopRepliesOf(db: Kysely<DB>, reviewIds: number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('review_replies')
    .select(['review_id', 'content', 'created_at', 'hidden_reason'])
    .where('review_id', 'in', reviewIds)
    .where('seller_id', 'is not', null)
    .execute();
}

/** Every review and reply a buyer wrote, oldest first (the data export). */
export async function reviewRowsOf(db: Kysely<DB>, userId: number) {
  const [reviews, replies] = await Promise.all([
    db.selectFrom('product_reviews').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('review_replies').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return { reviews, replies };
}

/** Account deletion: the buyer's reviews stay (other buyers rely on them) but show 匿名用户. */
export async function anonymiseReviewsOf(db: Kysely<DB>, userId: number): Promise<void> {
  await db.updateTable('product_reviews').set({ is_anonymous: 1 }).where('user_id', '=', userId).execute();
}

// ---------------------------------------------------------------- the platform's moderation (DESIGN-OPERATE §A)

/** Hides a shown review in one guarded write; answers what the counters and the author need, or undefined. */
export function hideReviewRow(db: Kysely<DB>, id: number, reason: string, now: number) {
  return db
    .updateTable('product_reviews')
    .set({ status: 0, hidden_at: now, hidden_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 1)
    .returning(['id', 'product_id', 'user_id', 'score', 'has_image', 'content'])
    .executeTakeFirst();
}

/** Shows a review the platform hid again (guarded); undefined when it was not hidden. */
export function restoreReviewRow(db: Kysely<DB>, id: number) {
  return db
    .updateTable('product_reviews')
    .set({ status: 1, hidden_at: null, hidden_reason: '' })
    .where('id', '=', id)
    .where('status', '=', 0)
    .returning(['id', 'product_id', 'user_id', 'score', 'has_image', 'content'])
    .executeTakeFirst();
}

export function findReviewForModeration(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('product_reviews')
    .select(['id', 'status', 'hidden_at', 'hidden_reason'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Hides a shown reply (guarded); answers its review and author, or undefined. */
export function hideReplyRow(db: Kysely<DB>, id: number, reason: string, now: number) {
  return db
    .updateTable('review_replies')
    .set({ hidden_at: now, hidden_reason: reason })
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .returning(['id', 'review_id', 'product_id', 'user_id', 'seller_id', 'content'])
    .executeTakeFirst();
}

export function restoreReplyRow(db: Kysely<DB>, id: number) {
  return db
    .updateTable('review_replies')
    .set({ hidden_at: null, hidden_reason: '' })
    .where('id', '=', id)
    .where('hidden_at', 'is not', null)
    .returning(['id', 'review_id', 'product_id', 'user_id', 'seller_id', 'content'])
    .executeTakeFirst();
}

export function findReplyForModeration(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('review_replies')
    .select(['id', 'hidden_at', 'hidden_reason'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Moves a review's reply count by one (a reply hidden or shown again). */
export async function moveReplyCount(db: Kysely<DB>, reviewId: number, delta: 1 | -1): Promise<void> {
  await db
    .updateTable('product_reviews')
    .set({ reply_count: sql`reply_count + ${delta}` })
    .where('id', '=', reviewId)
    .execute();
}

/** Reviews for the console, newest first, with author, product and the count of all matches. */
export function reviewsForModeration(db: Kysely<DB>, f: TModerationFilter, offset: number, limit: number) {
  const filtered = () => {
    let q = db.selectFrom('product_reviews as r');
    if (f.hidden !== undefined) q = q.where('r.status', '=', f.hidden ? 0 : 1);
    for (const term of f.terms) q = q.where(hasTermIn(['r.content'], term));
    return q;
  };
  return pageWithTotal(
    filtered()
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('products as p', 'p.id', 'r.product_id')
      .select([
        'r.id',
        'r.user_id',
        'r.content',
        'r.product_id',
        'r.created_at',
        'r.status',
        'r.hidden_at',
        'r.hidden_reason',
        'u.username',
        'u.nickname',
        'p.title as product_title',
      ])
      .orderBy('r.id', 'desc'),
    filtered().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

/** Replies for the console, newest first, with their author (buyer or shop) and product. */
export function repliesForModeration(db: Kysely<DB>, f: TModerationFilter, offset: number, limit: number) {
  const filtered = () => {
    let q = db.selectFrom('review_replies as rp');
    if (f.hidden !== undefined) q = q.where('rp.hidden_at', f.hidden ? 'is not' : 'is', null);
    for (const term of f.terms) q = q.where(hasTermIn(['rp.content'], term));
    return q;
  };
  return pageWithTotal(
    filtered()
      .leftJoin('users as u', 'u.id', 'rp.user_id')
      .leftJoin('shops as s', 's.seller_id', 'rp.seller_id')
      .innerJoin('products as p', 'p.id', 'rp.product_id')
      .select([
        'rp.id',
        'rp.review_id',
        'rp.user_id',
        'rp.seller_id',
        'rp.content',
        'rp.created_at',
        'rp.hidden_at',
        'rp.hidden_reason',
        'u.username',
        'u.nickname',
        's.name as shop_name',
        'p.title as product_title',
      ])
      .orderBy('rp.id', 'desc'),
    filtered().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}
