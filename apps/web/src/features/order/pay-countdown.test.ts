import { describe, expect, it } from 'vitest';
import { isPayExpired, payCountdownText, payDeadlineText } from './pay-countdown';

const at = (text: string) => new Date(text).getTime();

describe('payCountdownText', () => {
  it('shows the time left', () => {
    const now = at('2026-11-21T14:05:00');
    expect(payCountdownText(now + 30 * 60_000, now)).toBe('剩余 30分00秒');
    expect(payCountdownText(now + 59_500, now)).toBe('剩余 1分00秒');
    expect(payCountdownText(now + 9_000, now)).toBe('剩余 9秒');
  });

  it('says the time ran out at and after the deadline', () => {
    const now = at('2026-11-21T14:05:00');
    expect(payCountdownText(now, now)).toBe('支付已超时，订单将自动取消');
    expect(payCountdownText(now - 1, now)).toBe('支付已超时，订单将自动取消');
  });
});

describe('payDeadlineText', () => {
  it('names the clock time of a deadline today', () => {
    const now = at('2026-11-21T14:05:00');
    expect(payDeadlineText(now + 30 * 60_000, now)).toBe('请于 14:35 前完成支付');
  });

  it('adds the date when the deadline falls on another day', () => {
    const now = at('2026-11-21T23:50:00');
    expect(payDeadlineText(now + 30 * 60_000, now)).toBe('请于 11-22 00:20 前完成支付');
  });
});

describe('isPayExpired', () => {
  it('is true from the deadline on', () => {
    expect(isPayExpired(1000, 999)).toBe(false);
    expect(isPayExpired(1000, 1000)).toBe(true);
  });
});
