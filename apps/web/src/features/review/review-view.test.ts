import type { TReviewReply } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { goodRateText, otherReplyCount, replyToggleText, splitReplies, toggleShow } from './review-view';

function reply(id: number, isSeller = false): TReviewReply {
  return {
    id,
    reviewId: 1,
    userName: isSeller ? '小米官方店' : 'a***b',
    avatar: '',
    isSeller,
    content: `回复${id}`,
    createdAt: 0,
  };
}

describe('review view', () => {
  it('toggles one review’s show flag and leaves the others alone', () => {
    const once = toggleShow({}, 3);
    expect(once).toEqual({ 3: true });
    const other = toggleShow(once, 4);
    expect(other).toEqual({ 3: true, 4: true });
    expect(toggleShow(other, 3)).toEqual({ 3: false, 4: true });
  });

  it('keeps the seller’s reply apart from the buyers’ replies', () => {
    const r = { replies: [reply(1), reply(2, true), reply(3)] };
    expect(splitReplies(r).seller.map((x) => x.id)).toEqual([2]);
    expect(splitReplies(r).others.map((x) => x.id)).toEqual([1, 3]);
  });

  it('counts the buyers’ replies, also those not carried inline, for the toggle text', () => {
    const r = { replies: [reply(1), reply(2, true)], replyCount: 14 };
    expect(otherReplyCount(r)).toBe(13);
    expect(replyToggleText(r, false)).toBe('查看13条回复');
    expect(replyToggleText(r, true)).toBe('收起回复');
    expect(replyToggleText({ replies: [reply(2, true)], replyCount: 1 }, false)).toBeNull();
    expect(replyToggleText({ replies: [], replyCount: 0 }, false)).toBeNull();
    // Never fewer than the buyer replies in hand, whatever the count says.
    expect(otherReplyCount({ replies: [reply(1), reply(2, true)], replyCount: 1 })).toBe(1);
  });

  it('shows 好评率 only with reviews', () => {
    expect(goodRateText(96, 25)).toBe('好评率 96%');
    expect(goodRateText(null, 0)).toBe('暂无评价');
    expect(goodRateText(0, 3)).toBe('好评率 0%');
  });
});
