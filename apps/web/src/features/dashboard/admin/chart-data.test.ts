import type { TDashboardDay } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { changeText, countChart, dayLabel, moneyChart } from './chart-data';

const day = (d: string, patch: Partial<TDashboardDay> = {}): TDashboardDay => ({
  day: d,
  gmv: 0,
  paidOrders: 0,
  payingBuyers: 0,
  refunds: 0,
  topUps: 0,
  ...patch,
});

describe('the dashboard’s chart data', () => {
  it('labels days M/D, oldest first, and the last one 今天', () => {
    expect(dayLabel('2026-01-05', false)).toBe('1/5');
    expect(dayLabel('2026-11-27', true)).toBe('今天');
    const chart = moneyChart([day('2026-11-25'), day('2026-11-26'), day('2026-11-27')]);
    expect(chart.labels).toEqual(['11/25', '11/26', '今天']);
  });

  it('draws one row per measure, values in day order, money in yuan as sent', () => {
    const series = [
      day('2026-11-26', { gmv: 123.45, refunds: 10, topUps: 500.01, paidOrders: 2, payingBuyers: 1 }),
      day('2026-11-27', { gmv: 0.1, paidOrders: 1, payingBuyers: 1 }),
    ];
    expect(moneyChart(series).rows).toEqual([
      { name: '成交额', values: [123.45, 0.1] },
      { name: '退款', values: [10, 0] },
      { name: 'AI币充值', values: [500.01, 0] },
    ]);
    expect(countChart(series)).toEqual({
      labels: ['11/26', '今天'],
      rows: [
        { name: '支付订单', values: [2, 1] },
        { name: '支付买家', values: [1, 1] },
      ],
      isEmpty: false,
    });
  });

  it('says a chart of only zeros is empty', () => {
    expect(moneyChart([day('2026-11-27')]).isEmpty).toBe(true);
    expect(countChart([day('2026-11-27', { paidOrders: 1 })]).isEmpty).toBe(false);
    expect(moneyChart([]).isEmpty).toBe(true);
  });

  it('compares today with yesterday without dividing by zero', () => {
    expect(changeText(150, 100)).toBe('+50%');
    expect(changeText(2, 3)).toBe('-33.3%');
    expect(changeText(5, 5)).toBe('持平');
    expect(changeText(0, 0)).toBe('持平');
    expect(changeText(3, 0)).toBe('新增');
    expect(changeText(0, 4)).toBe('-100%');
    expect(changeText(1, undefined)).toBeNull();
  });
});
