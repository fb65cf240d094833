import {
  fenToYuan,
  GOOD_SCORE_MIN,
  REVIEW_REPLIES_INLINE,
  type TContentItem,
  type TLikeResult,
  type TReview,
  type TReviewPoolItem,
  type TReviewReply,
  type TReviewTarget,
  type TSellerReview,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { takeSlot } from '../../lib/counter-store.js';
import { parseJsonList } from '../../lib/json-list.js';
import { maskNick } from '../../lib/mask.js';
import {
  excerptOf,
  stateAfter,
  type TModerationFilter,
  type TModerationResult,
  unchanged,
} from '../../lib/moderation.js';
import type { TDeps } from '../../plugins/deps.js';
import { countProductReview } from '../catalogue/catalogue-stock.service.js';
import { ensureSellerProduct } from '../catalogue/seller-product.service.js';
import { ownedImages } from '../upload/upload.service.js';
import * as repo from './review.repository.js';

/** Replies a buyer may write per hour (spam). */
const REPLIES_PER_HOUR = 30;
/** Replies `selectOne` answers at most. */
const REPLIES_MAX = 100;
const ORDER_RECEIVED = 3;
/** What an anonymous review, and its author's replies under it, show for a name. */
const ANONYMOUS = '匿名用户';

function toReply(r: repo.TReplyRow): TReviewReply {
  const isSeller = r.seller_id !== null;
  // An anonymous reviewer stays anonymous in their own review's thread: no name, no avatar.
  const anonymous = !isSeller && Number(r.by_anonymous_reviewer) === 1;
  return {
    id: r.id,
    reviewId: r.review_id,
    userName: isSeller ? (r.shop_name ?? '') : anonymous ? ANONYMOUS : maskNick(r.nickname || r.username || ''),
    avatar: anonymous ? '' : ((isSeller ? r.shop_logo : r.icon) ?? ''),
    isSeller,
    content: r.content,
    createdAt: r.created_at,
  };
}

function toReview(r: repo.TReviewRow, replies: TReviewReply[], liked: boolean): TReview {
  const anonymous = r.is_anonymous === 1;
  return {
    id: r.id,
    productId: r.product_id,
    userName: anonymous ? ANONYMOUS : maskNick(r.nickname || r.username),
    avatar: anonymous ? '' : r.icon,
    isAnonymous: anonymous,
    score: r.score,
    content: r.content,
    images: parseJsonList(r.images),
    standardName: r.standard_name,
    likes: r.like_count,
    liked,
    replyCount: r.reply_count,
    replies,
    createdAt: r.created_at,
    // Public reads never see a hidden review; its author's own read (selectOnePPC) does, marked.
    ...(r.status === 0 ? { hiddenReason: r.hidden_reason } : {}),
  };
}

async function withReplies(
  db: Kysely<DB>,
  rows: repo.TReviewRow[],
  viewerId: number,
  perReview: number,
): Promise<TReview[]> {
  const ids = rows.map((r) => r.id);
  const [replies, liked] = await Promise.all([
    repo.repliesOf(db, ids),
    viewerId ? repo.likedAmong(db, viewerId, ids) : Promise.resolve(new Set<number>()),
  ]);
  const byReview = new Map<number, TReviewReply[]>();
  for (const reply of replies) {
    const list = byReview.get(reply.review_id) ?? [];
    if (list.length < perReview) list.push(toReply(reply));
    byReview.set(reply.review_id, list);
  }
  return rows.map((r) => toReview(r, byReview.get(r.id) ?? [], liked.has(r.id)));
}

function toPoolItem(r: {
  id: number;
  order_id: number;
  order_no: string;
  product_id: number;
  title: string;
  image: string;
  standard_name: string;
  price_fen: number;
  number: number;
  received_at: number | null;
}): TReviewPoolItem {
  return {
    orderId: r.order_id,
    orderNo: r.order_no,
    orderDetailId: r.id,
    productId: r.product_id,
    title: r.title,
    image: r.image,
    standardName: r.standard_name,
    price: fenToYuan(r.price_fen),
    number: r.number,
    receivedAt: r.received_at ?? 0,
  };
}

/**
 * A buyer's review of one received order line: only the buyer of that order, once the order is
 * received (3), once per line — the unique order line decides a double submit — with pictures the
 * buyer uploaded. The product's counters move in the same transaction.
 */
export async function saveReview(
  deps: TDeps,
  userId: number,
  input: {
    productId: number;
    orderDetailId: number;
    score: number;
    content: string;
    images: string[];
    anonymous: boolean;
  },
): Promise<{ id: number }> {
  const { db } = deps;
  const target = await repo.findReviewTarget(db, input.orderDetailId, userId);
  if (!target || target.product_id !== input.productId) throw appError('ORDER_ITEM_NOT_FOUND');
  if (target.order_status !== ORDER_RECEIVED) throw appError('REVIEW_NOT_RECEIVED');
  if (target.review_id !== null) throw appError('REVIEW_EXISTS');
  if (!(await ownedImages(deps, input.images, { type: 'user', id: userId }))) {
    throw appError('UPLOAD_NOT_OWNED', { field: 'images' });
  }
  const hasImage = input.images.length > 0;
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertReview(trx, {
      product_id: target.product_id,
      order_id: target.order_id,
      order_item_id: target.id,
      user_id: userId,
      seller_id: target.seller_id,
      score: input.score,
      content: input.content,
      images: JSON.stringify(input.images),
      has_image: hasImage ? 1 : 0,
      is_anonymous: input.anonymous ? 1 : 0,
      standard_name: target.standard_name,
      created_at: Date.now(),
    });
    if (id === undefined) throw appError('REVIEW_EXISTS');
    await countProductReview(trx, target.product_id, { good: input.score >= GOOD_SCORE_MIN, hasImage });
    return { id };
  });
}

/** A buyer's reply under a visible review of `productId` (any buyer; throttled). */
export async function saveReply(
  deps: TDeps,
  userId: number,
  input: { productId: number; parentId: number; content: string },
): Promise<{ id: number }> {
  await takeSlot(deps.counters, `review-reply:${userId}`, REPLIES_PER_HOUR, 3_600_000, 'REVIEW_REPLY_THROTTLED');
  return deps.db.transaction().execute(async (trx) => {
    const review = await repo.lockVisibleReview(trx, input.parentId);
    if (!review || review.product_id !== input.productId) throw appError('REVIEW_NOT_FOUND');
    const id = await repo.insertReply(
      trx,
      { review_id: review.id, product_id: review.product_id, user_id: userId, seller_id: null, content: input.content },
      Date.now(),
    );
    if (id === undefined) throw new Error('a buyer reply inserted nothing');
    await repo.addReplyCount(trx, review.id);
    return { id };
  });
}

/** The seller's one reply to a review of one of its own products. */
export async function sellerReply(
  db: Kysely<DB>,
  sellerId: number,
  input: { id: number; content: string },
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const review = await repo.lockVisibleReview(trx, input.id);
    if (!review || review.seller_id !== sellerId) throw appError('REVIEW_NOT_FOUND');
    const id = await repo.insertReply(
      trx,
      {
        review_id: review.id,
        product_id: review.product_id,
        user_id: null,
        seller_id: sellerId,
        content: input.content,
      },
      Date.now(),
    );
    if (id === undefined) throw appError('REVIEW_ALREADY_REPLIED');
    await repo.addReplyCount(trx, review.id);
    return { id };
  });
}

/**
 * Toggles the caller's like: the review's row is locked first, so concurrent toggles of one review
 * take turns and the count moves with each like row in the same transaction (exact under races).
 */
export async function toggleLike(db: Kysely<DB>, userId: number, reviewId: number): Promise<TLikeResult> {
  return db.transaction().execute(async (trx) => {
    const review = await repo.lockVisibleReview(trx, reviewId);
    if (!review) throw appError('REVIEW_NOT_FOUND');
    if (await repo.deleteLike(trx, reviewId, userId)) {
      return { liked: false, likes: await repo.moveLikeCount(trx, reviewId, -1) };
    }
    if (!(await repo.insertLike(trx, reviewId, userId, Date.now()))) throw new Error('like row appeared under lock');
    return { liked: true, likes: await repo.moveLikeCount(trx, reviewId, 1) };
  });
}

/** A product's visible reviews, newest first, with up to REVIEW_REPLIES_INLINE replies each and `total`. */
export async function listReviews(
  db: Kysely<DB>,
  viewerId: number,
  f: { productId: number; hasImage: boolean },
  page: number,
  limit: number,
): Promise<{ reviews: TReview[]; total: number }> {
  const { rows, total } = await repo.reviewsPage(db, f, (page - 1) * limit, limit);
  return { reviews: await withReplies(db, rows, viewerId, REVIEW_REPLIES_INLINE), total };
}

export async function getReview(db: Kysely<DB>, viewerId: number, id: number): Promise<TReview> {
  const row = await repo.findReview(db, id);
  if (!row) throw appError('REVIEW_NOT_FOUND');
  const [review] = await withReplies(db, [row], viewerId, REPLIES_MAX);
  return review as TReview;
}

/** The buyer's received lines awaiting a review, newest receipt first, with `total`. */
export async function reviewPool(
  db: Kysely<DB>,
  userId: number,
  orderId: number | undefined,
  page: number,
  limit: number,
): Promise<{ items: TReviewPoolItem[]; total: number }> {
  const { rows, total } = await repo.poolPage(db, userId, orderId, (page - 1) * limit, limit);
  return { items: rows.map(toPoolItem), total };
}

/** One of the buyer's order lines and the buyer's review of it, if written. */
export async function reviewTarget(db: Kysely<DB>, userId: number, orderDetailId: number): Promise<TReviewTarget> {
  const target = await repo.findReviewTarget(db, orderDetailId, userId);
  if (!target) throw appError('ORDER_ITEM_NOT_FOUND');
  const row = target.review_id === null ? undefined : await repo.reviewOfItem(db, target.id);
  const review = row ? ((await withReplies(db, [row], userId, REPLIES_MAX))[0] ?? null) : null;
  return { ...toPoolItem(target), review };
}

/**
 * The seller's workbench list: visible reviews of its products, newest first, with `total`; `replied`
 * filters by the shop's reply, `productId` by product (another seller's product is 404 PRODUCT_NOT_FOUND).
 */
export async function listSellerReviews(
  db: Kysely<DB>,
  sellerId: number,
  q: { page: number; limit: number; replied?: boolean | undefined; productId?: number | undefined },
): Promise<{ reviews: TSellerReview[]; total: number }> {
  if (q.productId !== undefined) await ensureSellerProduct(db, sellerId, q.productId);
  const filter = { sellerId, productId: q.productId, replied: q.replied };
  const { rows, total } = await repo.sellerReviewsPage(db, filter, (q.page - 1) * q.limit, q.limit);
  const replies = await repo.shopRepliesOf(
    db,
    rows.map((r) => r.id),
  );
  const reviews = rows.map((r): TSellerReview => {
    const { liked: _liked, replies: _replies, ...review } = toReview(r, [], false);
    const reply = replies.find((x) => x.review_id === r.id);
    return {
      ...review,
      productTitle: r.product_title,
      productImage: r.product_image,
      orderNo: r.order_no,
      shopReply: reply
        ? { content: reply.content, createdAt: Number(reply.created_at), hiddenReason: reply.hidden_reason }
        : null,
    };
  });
  return { reviews, total };
}

/** The workbench's 待回复评价: visible reviews of the seller's products without the shop's reply. */
export function countUnrepliedReviews(db: Kysely<DB>, sellerId: number): Promise<number> {
  return repo.countSellerReviews(db, { sellerId, replied: false });
}

// ---------------------------------------------------------------- the platform's moderation (DESIGN-OPERATE §A)

/**
 * Hides a review (or shows it again) inside the caller's transaction `db`: it leaves every public
 * answer (lists, detail, likes, replies) and the product's counters and 好评率 move with it.
 * Unknown ids answer CONTENT_NOT_FOUND.
 */
export async function setReviewHidden(
  db: Kysely<DB>,
  id: number,
  hide: { reason: string } | null,
  now = Date.now(),
): Promise<TModerationResult> {
  const current = await repo.findReviewForModeration(db, id);
  if (!current) throw appError('CONTENT_NOT_FOUND');
  const before = { hidden: current.status === 0, hiddenReason: current.hidden_reason };
  const row = hide ? await repo.hideReviewRow(db, id, hide.reason, now) : await repo.restoreReviewRow(db, id);
  if (!row) return unchanged(before);
  const review = { good: row.score >= GOOD_SCORE_MIN, hasImage: row.has_image === 1 };
  await countProductReview(db, row.product_id, review, hide ? -1 : 1);
  return {
    changed: true,
    authorUserId: row.user_id,
    excerpt: excerptOf(row.content),
    link: `/product/detail?id=${row.product_id}`,
    before,
    after: stateAfter(hide),
  };
}

/** Hides a reply under a review (a buyer's or the shop's), or shows it again; the review's reply count follows. */
export async function setReplyHidden(
  db: Kysely<DB>,
  id: number,
  hide: { reason: string } | null,
  now = Date.now(),
): Promise<TModerationResult & { sellerId: number | null }> {
  const current = await repo.findReplyForModeration(db, id);
  if (!current) throw appError('CONTENT_NOT_FOUND');
  const before = { hidden: current.hidden_at !== null, hiddenReason: current.hidden_reason };
  const row = hide ? await repo.hideReplyRow(db, id, hide.reason, now) : await repo.restoreReplyRow(db, id);
  if (!row) return { ...unchanged(before), sellerId: null };
  await repo.moveReplyCount(db, row.review_id, hide ? -1 : 1);
  return {
    changed: true,
    authorUserId: row.user_id,
    sellerId: row.seller_id,
    excerpt: excerptOf(row.content),
    link: `/product/detail?id=${row.product_id}`,
    before,
    after: stateAfter(hide),
  };
}

/** The console's list of reviews or replies (plain items; the console's contract shapes them). */
export async function reviewsForModeration(
  db: Kysely<DB>,
  kind: 'review' | 'reply',
  f: TModerationFilter,
  page: number,
  limit: number,
): Promise<{ items: TContentItem[]; total: number }> {
  const offset = (page - 1) * limit;
  if (kind === 'review') {
    const { rows, total } = await repo.reviewsForModeration(db, f, offset, limit);
    return {
      items: rows.map((r) => ({
        kind,
        id: r.id,
        author: { type: 'user', id: r.user_id, name: r.nickname || r.username },
        excerpt: excerptOf(r.content, 120),
        target: { type: 'product', id: r.product_id, title: r.product_title },
        createdAt: Number(r.created_at),
        hidden: r.status === 0,
        hiddenReason: r.hidden_reason,
        hiddenAt: r.hidden_at === null ? null : Number(r.hidden_at),
      })),
      total,
    };
  }
  const { rows, total } = await repo.repliesForModeration(db, f, offset, limit);
  return {
    items: rows.map((r) => ({
      kind,
      id: r.id,
      author:
        r.seller_id !== null
          ? { type: 'seller', id: r.seller_id, name: r.shop_name ?? '' }
          : { type: 'user', id: r.user_id ?? 0, name: r.nickname || r.username || '' },
      excerpt: excerptOf(r.content, 120),
      target: { type: 'review', id: r.review_id, title: r.product_title },
      createdAt: Number(r.created_at),
      hidden: r.hidden_at !== null,
      hiddenReason: r.hidden_reason,
      hiddenAt: r.hidden_at === null ? null : Number(r.hidden_at),
    })),
    total,
  };
}
