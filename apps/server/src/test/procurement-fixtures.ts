/**
 * Fixtures of the procurement suites: a demand's payload, a quote's payload for a demand's items, and
 * buyers, sellers, demands and quotes of a suite's app made through the real calls.
 */
import {
  CALLS,
  chinaDate,
  type TDemandDetail,
  type TDemandInput,
  type TEnvelope,
  type TQuoteInput,
} from '@mall/contract';
import { addBuyers, addSeller, SHANGHAI_ADDRESS, type TFixtureSeller, type TQuickBuyer } from './fixtures.js';
import type { TTestContext } from './helper.js';

/** A valid demand of two items: quote deadline in a week, delivery in a month, delivered to Shanghai. */
export function demandInput(overrides: Partial<TDemandInput> = {}): TDemandInput {
  const now = Date.now();
  return {
    title: '办公楼智能门锁批量采购',
    items: [
      { name: '智能门锁', spec: 'C级锁芯', quantity: 20, unit: '把', targetPrice: 899 },
      { name: '智能网关', quantity: 2, unit: '台' },
    ],
    budget: 20_000,
    province: SHANGHAI_ADDRESS.province,
    city: SHANGHAI_ADDRESS.city,
    area: SHANGHAI_ADDRESS.area,
    deliveryDate: chinaDate(now, 30),
    quoteDeadline: chinaDate(now, 7),
    contactName: '王经理',
    contactPhone: '13900001111',
    description: '需含安装',
    ...overrides,
  };
}

/** A quote pricing every item of the demand (unit prices in yuan, in item order; 100 each unless given). */
export function quoteInput(
  demand: TDemandDetail,
  prices: number[] = [],
  overrides: Partial<TQuoteInput> = {},
): TQuoteInput {
  return {
    demandId: demand.id,
    items: demand.items.map((item, i) => ({ itemId: item.id, unitPrice: prices[i] ?? 100 })),
    taxIncluded: true,
    leadDays: 7,
    warrantyMonths: 12,
    validUntil: chinaDate(Date.now(), 30),
    note: '含安装调试',
    ...overrides,
  };
}

export interface TQuoteSeller extends TFixtureSeller {
  token: string;
}

/** Buyers, sellers, demands and quotes of a suite's app; database shortcuts for the clock. */
export function procurementKit(ctx: TTestContext) {
  const db = () => ctx.app.deps.db;
  const P = CALLS.procurement;

  async function buyer(): Promise<TQuickBuyer> {
    const [b] = await addBuyers(ctx.app.deps, 1);
    if (!b) throw new Error('no buyer');
    return b;
  }

  async function seller(): Promise<TQuoteSeller> {
    const s = await addSeller(ctx, []);
    return { ...s, token: await s.login() };
  }

  function expectOk<T>(res: TEnvelope<T>, what: string): T {
    if (res.status !== 200) throw new Error(`${what} failed: ${JSON.stringify(res)}`);
    return res.data;
  }

  /** Publishes (or drafts) a demand and answers its detail as the owner sees it. */
  async function publish(token: string, overrides: Partial<TDemandInput> = {}): Promise<TDemandDetail> {
    const { id } = expectOk(await ctx.call<{ id: number }>(P.add.path, demandInput(overrides), token), 'add');
    return expectOk(await ctx.call<TDemandDetail>(P.detail.path, { id }, token), 'detail');
  }

  /** A seller's quote on the demand; answers its id. */
  async function quote(
    sellerToken: string,
    demand: TDemandDetail,
    prices: number[] = [],
    overrides: Partial<TQuoteInput> = {},
  ): Promise<number> {
    const res = await ctx.call<{ id: number }>(
      CALLS.sellerProcurement.quote.path,
      quoteInput(demand, prices, overrides),
      sellerToken,
    );
    return expectOk(res, 'quote').id;
  }

  /** Moves a demand's quote deadline into the past (the end of yesterday). */
  async function passDeadline(demandId: number): Promise<void> {
    const yesterday = chinaDate(Date.now(), -1);
    await db()
      .updateTable('procurement_demands')
      .set({ quote_deadline: yesterday, quote_deadline_at: Date.now() - 1000 })
      .where('id', '=', demandId)
      .execute();
  }

  /** Makes a quote's validity lie in the past. */
  async function expireQuote(quoteId: number): Promise<void> {
    await db()
      .updateTable('procurement_quotes')
      .set({ valid_until: chinaDate(Date.now(), -1), valid_until_at: Date.now() - 1000 })
      .where('id', '=', quoteId)
      .execute();
  }

  function demandRow(id: number) {
    return db().selectFrom('procurement_demands').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  function quoteRows(demandId: number) {
    return db().selectFrom('procurement_quotes').selectAll().where('demand_id', '=', demandId).orderBy('id').execute();
  }

  /** A quote's total now (yuan): what the comparison shows and `settle` must be sent. */
  async function totalOf(quoteId: number): Promise<number> {
    const row = await db()
      .selectFrom('procurement_quotes')
      .select('total_fen')
      .where('id', '=', quoteId)
      .executeTakeFirst();
    return row ? Number(row.total_fen) / 100 : 1;
  }

  function ordersOfDemand(demandId: number) {
    return db().selectFrom('orders').selectAll().where('demand_id', '=', demandId).execute();
  }

  return {
    buyer,
    seller,
    publish,
    quote,
    passDeadline,
    expireQuote,
    demandRow,
    quoteRows,
    ordersOfDemand,
    totalOf,
    expectOk,
  };
}
