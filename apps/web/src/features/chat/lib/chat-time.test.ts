import { describe, expect, it } from 'vitest';
import { chatListTimeText, chatTimeText, needsChatDivider } from './chat-time';

const now = new Date(2026, 10, 28, 15, 0).getTime();

describe('chat times', () => {
  it('reads today, yesterday, this year and before', () => {
    expect(chatTimeText(new Date(2026, 10, 28, 9, 5).getTime(), now)).toBe('09:05');
    expect(chatTimeText(new Date(2026, 10, 27, 9, 5).getTime(), now)).toBe('昨天 09:05');
    expect(chatTimeText(new Date(2026, 2, 12, 9, 5).getTime(), now)).toBe('03-12 09:05');
    expect(chatTimeText(new Date(2025, 2, 12, 9, 5).getTime(), now)).toBe('2025-03-12 09:05');
    expect(chatListTimeText(new Date(2026, 10, 27, 9, 5).getTime(), now)).toBe('昨天');
  });

  it('draws a divider first and after five quiet minutes', () => {
    expect(needsChatDivider(undefined, now)).toBe(true);
    expect(needsChatDivider(now, now + 4 * 60_000)).toBe(false);
    expect(needsChatDivider(now, now + 5 * 60_000)).toBe(true);
  });
});
