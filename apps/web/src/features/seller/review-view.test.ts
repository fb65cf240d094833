import { describe, expect, it } from 'vitest';
import { parseReplied, REPLY_MAX, REVIEW_TABS, replyProblem } from './review-view';

describe('the review tabs', () => {
  it('are 全部 / 待回复 / 已回复 by ?replied=', () => {
    expect(REVIEW_TABS.map((t) => t.label)).toEqual(['全部', '待回复', '已回复']);
    expect(parseReplied('true')).toBe(true);
    expect(parseReplied('false')).toBe(false);
    expect(parseReplied(null)).toBeUndefined();
    expect(parseReplied('1')).toBeUndefined();
  });
});

describe('replyProblem', () => {
  it('wants 1 to 300 characters after trimming', () => {
    expect(REPLY_MAX).toBe(300);
    expect(replyProblem('   ')).toBe('请填写回复内容');
    expect(replyProblem('谢谢')).toBeNull();
    expect(replyProblem('字'.repeat(300))).toBeNull();
    expect(replyProblem('字'.repeat(301))).toBe('回复最多300个字');
  });
});
