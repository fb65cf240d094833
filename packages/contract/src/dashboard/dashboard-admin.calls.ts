import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zEmpty } from '../common/fields.js';

/** Days of the console's series, today last. */
export const DASHBOARD_DAYS = 30;

/** One China day (Asia/Shanghai) of the mall's figures; money in yuan. */
export interface TDashboardDay {
  /** `YYYY-MM-DD`, a China calendar day. */
  day: string;
  /** GMV: the amounts of the orders paid that day (whatever became of them later). */
  gmv: number;
  /** Orders paid that day. */
  paidOrders: number;
  /** Buyers who paid at least one order that day. */
  payingBuyers: number;
  /** Money refunded that day (after-sales refunds, freight included). */
  refunds: number;
  /** AI币 topped up that day. */
  topUps: number;
}

/** A queue of work waiting for the platform, with the console page that works it. */
export interface TConsoleQueue {
  key: string;
  title: string;
  count: number;
  /** The console page (`/admin/...`) that works the queue. */
  path: string;
}

/** 运营概览: today, the last DASHBOARD_DAYS days (oldest first, today last), their totals, the queues. */
export interface TDashboardSummary {
  today: TDashboardDay;
  series: TDashboardDay[];
  /** Sums of the series; `payingBuyers` counts each buyer once over the whole period. */
  totals: Omit<TDashboardDay, 'day'>;
  /** The waiting queues the caller's role works, in the console's order. */
  queues: TConsoleQueue[];
  /** When the figures were read (epoch ms). */
  generatedAt: number;
}

const ZFigures = {
  gmv: z.number(),
  paidOrders: z.number().int(),
  payingBuyers: z.number().int(),
  refunds: z.number(),
  topUps: z.number(),
};
const ZDashboardDay = z.strictObject({ day: z.string(), ...ZFigures });

export const ZDashboardSummary = z.strictObject({
  today: ZDashboardDay,
  series: z.array(ZDashboardDay),
  totals: z.strictObject(ZFigures),
  queues: z.array(z.strictObject({ key: z.string(), title: z.string(), count: z.number().int(), path: z.string() })),
  generatedAt: z.number(),
});

/** The console's 运营概览 (every role). */
export const adminDashboardCalls = {
  summary: defineCall({
    path: '/admin/api/dashboard/summary.json',
    request: zEmpty,
    auth: 'admin',
    response: answer<TDashboardSummary>()(ZDashboardSummary),
    title: '运营概览',
  }),
};
