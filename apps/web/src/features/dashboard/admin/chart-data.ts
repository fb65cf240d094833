import type { TDashboardDay } from '@mall/contract';

/** The money measures of the dashboard's line chart (yuan), in legend order. */
export const MONEY_MEASURES = [
  { key: 'gmv', name: '成交额' },
  { key: 'refunds', name: '退款' },
  { key: 'topUps', name: 'AI币充值' },
] as const;

/** The count measures of the dashboard's bar chart, in legend order. */
export const COUNT_MEASURES = [
  { key: 'paidOrders', name: '支付订单' },
  { key: 'payingBuyers', name: '支付买家' },
] as const;

type TMeasure = { key: keyof Omit<TDashboardDay, 'day'>; name: string };

/** A chart as the chart component draws it: the day labels and one named row of values per measure. */
export interface TChartData {
  labels: string[];
  rows: { name: string; values: number[] }[];
  /** Whether every value is 0 (the chart says 暂无数据 instead of a flat line). */
  isEmpty: boolean;
}

/** `YYYY-MM-DD` → `M/D`; the last day (today) is 今天. */
export function dayLabel(day: string, isToday: boolean): string {
  if (isToday) return '今天';
  const [, month, date] = day.split('-');
  return `${Number(month)}/${Number(date)}`;
}

function chartOf(series: readonly TDashboardDay[], measures: readonly TMeasure[]): TChartData {
  const rows = measures.map((m) => ({ name: m.name, values: series.map((d) => d[m.key]) }));
  return {
    labels: series.map((d, i) => dayLabel(d.day, i === series.length - 1)),
    rows,
    isEmpty: rows.every((r) => r.values.every((v) => v === 0)),
  };
}

/** The 30 days' money (成交额, 退款, AI币充值), oldest first. */
export function moneyChart(series: readonly TDashboardDay[]): TChartData {
  return chartOf(series, MONEY_MEASURES);
}

/** The 30 days' counts (支付订单, 支付买家), oldest first. */
export function countChart(series: readonly TDashboardDay[]): TChartData {
  return chartOf(series, COUNT_MEASURES);
}

/**
 * Today against yesterday, as the stat cards say it: `+12.5%`, `-3%`, `持平`, or `新增` when
 * yesterday was 0 and today is not (no percentage of nothing); null without a yesterday.
 */
export function changeText(today: number, yesterday: number | undefined): string | null {
  if (yesterday === undefined) return null;
  if (today === yesterday) return '持平';
  if (yesterday === 0) return '新增';
  const pct = ((today - yesterday) / yesterday) * 100;
  const rounded = Math.round(pct * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}
