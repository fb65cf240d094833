import type { TWorkbenchDay } from '@mall/contract';

/** One day of the 7-day chart: its label (3/15, 今天) and its bars as percentages of the week's highest. */
export interface TTrendBar extends TWorkbenchDay {
  label: string;
  ordersPct: number;
  salesPct: number;
}

function pct(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  // A day with anything at all shows at least a sliver.
  return Math.max(2, Math.round((value / max) * 100));
}

/** The trend's bars: the last day is 今天; heights relative to the week's most orders and most sales. */
export function trendBars(trend: TWorkbenchDay[]): TTrendBar[] {
  const maxOrders = Math.max(0, ...trend.map((d) => d.orders));
  const maxSales = Math.max(0, ...trend.map((d) => d.sales));
  return trend.map((d, i) => {
    const [, month, day] = d.day.split('-');
    const label = i === trend.length - 1 ? '今天' : `${Number(month)}/${Number(day)}`;
    return { ...d, label, ordersPct: pct(d.orders, maxOrders), salesPct: pct(d.sales, maxSales) };
  });
}
