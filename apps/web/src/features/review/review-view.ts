import type { TReview, TReviewReply } from '@mall/contract';

/**
 * Spec §4 Reviews: each review has a `show` flag for its replies, hidden at first. The map holds
 * the reviews whose replies are open; toggling one never touches another.
 */
export type TShowMap = Readonly<Record<number, boolean>>;

export function toggleShow(map: TShowMap, reviewId: number): TShowMap {
  return { ...map, [reviewId]: !map[reviewId] };
}

/** The seller's reply is always shown under a review (商家回复); buyers' replies wait for the flag. */
export function splitReplies(review: Pick<TReview, 'replies'>): { seller: TReviewReply[]; others: TReviewReply[] } {
  return {
    seller: review.replies.filter((r) => r.isSeller),
    others: review.replies.filter((r) => !r.isSeller),
  };
}

/**
 * How many buyer replies the toggle counts: all of them, also those not carried inline (the count
 * holds the seller's reply too; never fewer than the buyer replies in hand).
 */
export function otherReplyCount(review: Pick<TReview, 'replies' | 'replyCount'>): number {
  const sellers = review.replies.filter((r) => r.isSeller).length;
  const inline = review.replies.length - sellers;
  return Math.max(inline, review.replyCount - sellers);
}

/** The reply toggle's text: 查看N条回复 while hidden, 收起回复 while shown; null without buyer replies. */
export function replyToggleText(review: Pick<TReview, 'replies' | 'replyCount'>, isShown: boolean): string | null {
  const n = otherReplyCount(review);
  if (n === 0) return null;
  return isShown ? '收起回复' : `查看${n}条回复`;
}

/** The summary line: 好评率 N% from the product's numbers, or 暂无评价. */
export function goodRateText(goodRate: number | null, count: number): string {
  if (count <= 0 || goodRate === null) return '暂无评价';
  return `好评率 ${goodRate}%`;
}
