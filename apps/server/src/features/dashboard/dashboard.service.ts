import {
  DASHBOARD_DAYS,
  fenToYuan,
  roleMayCall,
  type TAdminRole,
  type TConsoleQueue,
  type TDashboardDay,
  type TDashboardSummary,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import { chinaDayNumber, chinaDayStart, chinaDayText } from '../../db/china-day.js';
import type { DB } from '../../db/schema.js';
import type { TConsoleQueueSource } from '../../plugins/feature.js';
import { refundedPerChinaDay } from '../after-sales/order-after-sales.service.js';
import { rechargedPerChinaDay } from '../ai-coin/ai-coin.service.js';
import { paidPerChinaDay, payingBuyersBetween } from '../order/order-report.service.js';

/**
 * The console's 运营概览 (DESIGN-OPERATE §A `dashboard`): the last DASHBOARD_DAYS China days of the whole
 * mall, composed from the features that own each figure (rule 14: orders, after-sales, AI币 answer
 * through their services, one grouped statement each, run side by side), and the waiting queues
 * every feature contributes (`TFeature.consoleQueues`) that the caller's role works.
 */
export async function dashboardSummary(
  db: Kysely<DB>,
  role: TAdminRole,
  queues: readonly TConsoleQueueSource[],
  now = Date.now(),
): Promise<TDashboardSummary> {
  const today = chinaDayNumber(now);
  const first = today - DASHBOARD_DAYS + 1;
  const from = chinaDayStart(first);
  const to = chinaDayStart(today + 1);
  const mine = queues.filter((q) => roleMayCall(role, q.roles));
  const [paid, refunded, recharged, buyers, counts] = await Promise.all([
    paidPerChinaDay(db, from, to),
    refundedPerChinaDay(db, from, to),
    rechargedPerChinaDay(db, from, to),
    payingBuyersBetween(db, from, to),
    Promise.all(mine.map((q) => q.count(db, now))),
  ]);
  const byDay = <T extends { day: number }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
  const paidOn = byDay(paid);
  const refundedOn = byDay(refunded);
  const rechargedOn = byDay(recharged);
  const series: TDashboardDay[] = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const day = first + i;
    const p = paidOn.get(day);
    return {
      day: chinaDayText(day),
      gmv: fenToYuan(p?.fen ?? 0),
      paidOrders: p?.orders ?? 0,
      payingBuyers: p?.buyers ?? 0,
      refunds: fenToYuan(refundedOn.get(day)?.fen ?? 0),
      topUps: fenToYuan(rechargedOn.get(day)?.fen ?? 0),
    };
  });
  const sumFen = (rows: { fen: number }[]) => fenToYuan(rows.reduce((n, r) => n + r.fen, 0));
  const todayFigures = series[series.length - 1] as TDashboardDay;
  return {
    today: todayFigures,
    series,
    totals: {
      gmv: sumFen(paid),
      paidOrders: paid.reduce((n, r) => n + r.orders, 0),
      payingBuyers: buyers,
      refunds: sumFen(refunded),
      topUps: sumFen(recharged),
    },
    queues: mine.map((q, i): TConsoleQueue => ({ key: q.key, title: q.title, path: q.path, count: counts[i] ?? 0 })),
    generatedAt: now,
  };
}
