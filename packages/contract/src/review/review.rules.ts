/**
 * Review rules the server enforces and the pages show (DESIGN.md §2). Zod-free, exported from
 * '@mall/contract' only (not the wire entry: the first screens' contract chunk stays small).
 */

/** A review's text: at least this many characters… */
export const REVIEW_CONTENT_MIN = 5;
/** …and at most this many. */
export const REVIEW_CONTENT_MAX = 500;
/** Pictures one review may carry. */
export const REVIEW_IMAGE_MAX = 6;
/** A reply's text at most (buyer or seller). */
export const REPLY_CONTENT_MAX = 300;
/** Replies a review carries in a list (`query`); `selectOne` answers them all. */
export const REVIEW_REPLIES_INLINE = 10;
/** Scores from this up are 好评 (4–5); 3 is 中评, 1–2 差评. */
export const GOOD_SCORE_MIN = 4;

/** What each score means, shown beside the stars. */
export const SCORE_TEXT: Record<number, string> = {
  1: '非常差',
  2: '差',
  3: '一般',
  4: '好',
  5: '非常好',
};

/** 好评率 in percent, rounded; null while there are no reviews. */
export function goodRate(good: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((good * 100) / total);
}
