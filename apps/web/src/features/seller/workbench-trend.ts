import type { TWorkbenchDay } from '@mall/contract';

/** One day of the 7-day chart: its label (3/15, 今天) and its bars as percentages of their own axis. */
export interface TTrendBar extends TWorkbenchDay {
  label: string;
  ordersPct: number;
  salesPct: number;
}

/** A measure's axis: 0 to `max` in equal `ticks` (bottom first); its bars are drawn against `max`. */
export interface TTrendAxis {
  max: number;
  ticks: number[];
}

export interface TTrend {
  bars: TTrendBar[];
  /** Left axis: 订单数 (whole orders). */
  orders: TTrendAxis;
  /** Right axis: 销售额 (yuan). */
  sales: TTrendAxis;
}

const STEPS = 4;

/** The smallest 1, 2 or 5 × 10ⁿ at least `raw` (at least 1: counts and yuan are drawn whole). */
function niceStep(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const lead = raw / power;
  return (lead <= 1 ? 1 : lead <= 2 ? 2 : lead <= 5 ? 5 : 10) * power;
}

/** 0 … a round ceiling above the week's highest value, in four steps (an empty week: 0 … 4). */
export function trendAxis(highest: number): TTrendAxis {
  const step = niceStep(highest / STEPS);
  return { max: step * STEPS, ticks: Array.from({ length: STEPS + 1 }, (_, i) => i * step) };
}

function pct(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  // A day with anything at all shows at least a sliver.
  return Math.max(2, Math.round((value / max) * 100));
}

/**
 * The trend's bars and axes: the last day is 今天; orders and sales each drawn against their own
 * labelled axis (4 orders and ¥284 are not the same height unless their axes say so).
 */
export function trendChart(trend: TWorkbenchDay[]): TTrend {
  const orders = trendAxis(Math.max(0, ...trend.map((d) => d.orders)));
  const sales = trendAxis(Math.max(0, ...trend.map((d) => d.sales)));
  const bars = trend.map((d, i) => {
    const [, month, day] = d.day.split('-');
    const label = i === trend.length - 1 ? '今天' : `${Number(month)}/${Number(day)}`;
    return { ...d, label, ordersPct: pct(d.orders, orders.max), salesPct: pct(d.sales, sales.max) };
  });
  return { bars, orders, sales };
}

/** An axis' yuan: ¥300, ¥1500, ¥2万 (whole yuan; 万 from ten thousand). */
export function axisYuan(yuan: number): string {
  return yuan >= 10_000 ? `¥${Number((yuan / 10_000).toFixed(1))}万` : `¥${yuan}`;
}
