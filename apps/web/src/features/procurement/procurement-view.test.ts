import { DEMAND_STATUS, QUOTE_STATUS } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  budgetText,
  deadlineCountdown,
  demandActions,
  isQuoteChoosable,
  itemsSummary,
  quoteBlockedText,
  shownStatus,
} from './procurement-view';

const SEC = 1000;
const HOUR = 3600 * SEC;
const DAY = 24 * HOUR;

describe('deadline countdown', () => {
  it('reads days and hours while more than a day is left', () => {
    expect(deadlineCountdown(3 * DAY + 5 * HOUR + 59 * SEC, 0)).toEqual({
      text: '剩3天05小时',
      isOver: false,
      isUrgent: false,
    });
    expect(deadlineCountdown(DAY, 0).text).toBe('剩1天00小时');
  });
  it('reads hours, minutes and seconds on the last day, seconds rounded up', () => {
    expect(deadlineCountdown(4 * HOUR + 5 * 60 * SEC + 8.2 * SEC, 0)).toEqual({
      text: '剩4小时05分09秒',
      isOver: false,
      isUrgent: true,
    });
    expect(deadlineCountdown(61 * SEC, 0).text).toBe('剩1分01秒');
    expect(deadlineCountdown(1, 0).text).toBe('剩1秒');
  });
  it('says 已截止 at and after the deadline', () => {
    expect(deadlineCountdown(1000, 1000)).toEqual({ text: '已截止', isOver: true, isUrgent: false });
    expect(deadlineCountdown(1000, 5000).isOver).toBe(true);
  });
});

describe('demand view', () => {
  it('shows the budget or 面议', () => {
    expect(budgetText(null)).toBe('面议');
    expect(budgetText(12000)).toBe('¥12000.00');
  });
  it('summarises the items', () => {
    expect(itemsSummary({ itemNames: ['门锁', '网关'], itemCount: 2 })).toBe('门锁、网关');
    expect(itemsSummary({ itemNames: ['门锁', '网关', '灯', '窗帘'], itemCount: 7 })).toBe('门锁、网关、灯 等7项');
  });
  it('reads 报价中 past its deadline as 已截止', () => {
    expect(shownStatus({ status: DEMAND_STATUS.QUOTING, quoteDeadlineAt: 10 }, 20)).toBe(DEMAND_STATUS.EXPIRED);
    expect(shownStatus({ status: DEMAND_STATUS.QUOTING, quoteDeadlineAt: 30 }, 20)).toBe(DEMAND_STATUS.QUOTING);
    expect(shownStatus({ status: DEMAND_STATUS.CLOSED, quoteDeadlineAt: 10 }, 20)).toBe(DEMAND_STATUS.CLOSED);
  });
  it('offers the actions each state allows', () => {
    expect(demandActions({ status: DEMAND_STATUS.DRAFT, quoteCount: 0 })).toEqual({
      canEdit: true,
      canPublish: true,
      canClose: true,
      canSeeQuotes: false,
      canSeeOrder: false,
    });
    expect(demandActions({ status: DEMAND_STATUS.QUOTING, quoteCount: 0 }).canEdit).toBe(true);
    expect(demandActions({ status: DEMAND_STATUS.QUOTING, quoteCount: 2 }).canEdit).toBe(false);
    expect(demandActions({ status: DEMAND_STATUS.EXPIRED, quoteCount: 2 })).toMatchObject({
      canClose: true,
      canSeeQuotes: true,
    });
    expect(demandActions({ status: DEMAND_STATUS.SETTLED, quoteCount: 3 })).toMatchObject({
      canEdit: false,
      canClose: false,
      canSeeOrder: true,
    });
    expect(demandActions({ status: DEMAND_STATUS.CLOSED, quoteCount: 0 }).canClose).toBe(false);
  });
  it('lets only a live, valid quote of an open demand be chosen', () => {
    const live = { status: QUOTE_STATUS.LIVE, expired: false, statusText: '有效' } as const;
    expect(isQuoteChoosable(live, { status: DEMAND_STATUS.QUOTING })).toBe(true);
    expect(isQuoteChoosable(live, { status: DEMAND_STATUS.EXPIRED })).toBe(true);
    expect(isQuoteChoosable({ ...live, expired: true }, { status: DEMAND_STATUS.QUOTING })).toBe(false);
    expect(isQuoteChoosable(live, { status: DEMAND_STATUS.CLOSED })).toBe(false);
    expect(quoteBlockedText({ ...live, expired: true }, { status: DEMAND_STATUS.QUOTING })).toBe('已过有效期');
    expect(quoteBlockedText({ ...live, status: QUOTE_STATUS.DECLINED, statusText: '未中标' }, { status: 3 })).toBe(
      '未中标',
    );
    expect(quoteBlockedText(live, { status: DEMAND_STATUS.QUOTING })).toBe('');
  });
});
