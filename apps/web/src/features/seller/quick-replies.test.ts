import { CHAT_QUICK_REPLY_LIMIT } from '@mall/contract/wire';
import { describe, expect, it } from 'vitest';
import {
  addQuickReply,
  moveQuickReply,
  quickRepliesRefusal,
  removeQuickReply,
  replaceQuickReply,
} from './quick-replies';

describe('moveQuickReply', () => {
  const replies = ['您好', '已发货', '感谢支持'];

  it('swaps a reply with the one above or below', () => {
    expect(moveQuickReply(replies, 1, -1)).toEqual(['已发货', '您好', '感谢支持']);
    expect(moveQuickReply(replies, 1, 1)).toEqual(['您好', '感谢支持', '已发货']);
  });

  it('leaves the list as it is at either end or for an index outside it', () => {
    expect(moveQuickReply(replies, 0, -1)).toEqual(replies);
    expect(moveQuickReply(replies, 2, 1)).toEqual(replies);
    expect(moveQuickReply(replies, 5, -1)).toEqual(replies);
  });

  it('never changes the list it was given', () => {
    moveQuickReply(replies, 0, 1);
    expect(replies).toEqual(['您好', '已发货', '感谢支持']);
  });
});

describe('addQuickReply, replaceQuickReply and removeQuickReply', () => {
  it('adds a trimmed reply at the end, but not an empty one nor past the limit', () => {
    expect(addQuickReply(['a'], '  b ')).toEqual(['a', 'b']);
    expect(addQuickReply(['a'], '   ')).toEqual(['a']);
    const full = Array.from({ length: CHAT_QUICK_REPLY_LIMIT }, (_, i) => `r${i}`);
    expect(addQuickReply(full, 'more')).toHaveLength(CHAT_QUICK_REPLY_LIMIT);
  });

  it('edits and deletes the reply at an index', () => {
    expect(replaceQuickReply(['a', 'b'], 1, 'c')).toEqual(['a', 'c']);
    expect(removeQuickReply(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});

describe('quickRepliesRefusal', () => {
  it("leads the server's words with the reply it names", () => {
    expect(quickRepliesRefusal('参数错误：每条快捷回复最多200个字', 'replies.2')).toBe(
      '第3条：参数错误：每条快捷回复最多200个字',
    );
  });

  it('keeps the words alone when no one reply is named', () => {
    expect(quickRepliesRefusal('快捷回复最多20条', 'replies')).toBe('快捷回复最多20条');
    expect(quickRepliesRefusal('网络错误', undefined)).toBe('网络错误');
  });
});
