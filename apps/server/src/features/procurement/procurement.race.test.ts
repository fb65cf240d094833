import { CALLS } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/helper.js';
import { listenLocal, post, type THttpAnswer, tally } from '../../test/http-server.js';
import { demandInput, procurementKit, quoteInput, type TQuoteSeller } from '../../test/procurement-fixtures.js';

const P = CALLS.procurement;
const Q = CALLS.quote;
const S = CALLS.sellerProcurement;
const N = 10;

function expectNoServerErrors(answers: THttpAnswer[]) {
  const bad = answers.filter((a) => a.http !== 200 || a.status >= 500);
  expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
}

/**
 * Races of the procurement calls through the real HTTP server, on SQLite and PostgreSQL: one
 * settlement per demand whatever races it, an edit and a first quote never both win, one quote per seller.
 */
describeEachDb('procurement races over HTTP', (ctx) => {
  const kit = procurementKit(ctx);
  let base: string;
  let sellers: TQuoteSeller[];

  beforeAll(async () => {
    base = await listenLocal(ctx.app);
    sellers = [];
    for (let i = 0; i < N; i++) sellers.push(await kit.seller());
  });

  it(`${N} concurrent settlements of one quote: one order, ${N - 1} × 409 DEMAND_SETTLED`, async () => {
    const b = await kit.buyer();
    const d = await kit.publish(b.token);
    const quoteId = await kit.quote(sellers[0]!.token, d);
    const total = await kit.totalOf(quoteId);
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        post<{ orderIds: number[] }>(base, Q.settle.path, { quoteId, addressId: b.address.id, total }, b.token),
      ),
    );
    expectNoServerErrors(answers);
    expect(tally(answers)).toEqual({ 200: 1, 409: N - 1 });
    expect(answers.filter((a) => a.status === 409).every((a) => a.code === 'DEMAND_SETTLED')).toBe(true);
    const orders = await kit.ordersOfDemand(d.id);
    expect(orders).toHaveLength(1);
    const won = answers.find((a) => a.status === 200);
    expect(won?.data.orderIds).toEqual([orders[0]?.id]);
    expect(await kit.demandRow(d.id)).toMatchObject({ status: 3, settled_quote_id: quoteId, order_id: orders[0]?.id });
  });

  it(`${N} concurrent settlements of ${N} quotes of one demand: one order, ${N - 1} × 409`, async () => {
    const b = await kit.buyer();
    const d = await kit.publish(b.token);
    const quoteIds: number[] = [];
    for (const [i, s] of sellers.entries()) quoteIds.push(await kit.quote(s.token, d, [100 + i, 50 + i]));
    const totals = await Promise.all(quoteIds.map((quoteId) => kit.totalOf(quoteId)));
    const answers = await Promise.all(
      quoteIds.map((quoteId, i) =>
        post<{ orderIds: number[] }>(
          base,
          Q.settle.path,
          { quoteId, addressId: b.address.id, total: totals[i] },
          b.token,
        ),
      ),
    );
    expectNoServerErrors(answers);
    expect(tally(answers)).toEqual({ 200: 1, 409: N - 1 });
    expect(answers.filter((a) => a.status === 409).every((a) => a.code === 'DEMAND_SETTLED')).toBe(true);
    const orders = await kit.ordersOfDemand(d.id);
    expect(orders).toHaveLength(1);
    const winner = quoteIds[answers.findIndex((a) => a.status === 200)];
    const quotes = await kit.quoteRows(d.id);
    expect(quotes.filter((q) => q.status === 1).map((q) => q.id)).toEqual([winner]);
    expect(quotes.filter((q) => q.status === 2)).toHaveLength(N - 1);
    const winning = quotes.find((q) => q.id === winner);
    expect(orders[0]).toMatchObject({ seller_id: winning?.seller_id, total_fen: Number(winning?.total_fen) });
    expect(await kit.demandRow(d.id)).toMatchObject({ status: 3, settled_quote_id: winner, order_id: orders[0]?.id });
  });

  it('a seller revising while the buyer settles at the total seen: the old prices or 409 QUOTE_CHANGED, never the new', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round++) {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      const s = sellers[round % N] as TQuoteSeller;
      const quoteId = await kit.quote(s.token, d, [100, 150.5]);
      const seen = await kit.totalOf(quoteId);
      const [settled, revised] = await Promise.all([
        post<{ orderIds: number[] }>(base, Q.settle.path, { quoteId, addressId: b.address.id, total: seen }, b.token),
        post<{ id: number }>(base, S.quote.path, quoteInput(d, [99_999, 99_999]), s.token),
      ]);
      expectNoServerErrors([settled, revised]);
      const orders = await kit.ordersOfDemand(d.id);
      if (settled.status === 200) {
        // The settlement came first: at the prices seen; the revision found the demand settled.
        expect(orders).toHaveLength(1);
        expect(Number(orders[0]?.total_fen)).toBe(230_100);
        expect(revised).toMatchObject({ status: 409, code: 'DEMAND_NOT_QUOTABLE' });
        expect(await kit.demandRow(d.id)).toMatchObject({ status: 3, order_id: orders[0]?.id });
        outcomes.add('settled');
      } else {
        // The revision came first: nothing settled, the buyer is told the new total.
        expect(settled).toMatchObject({ status: 409, code: 'QUOTE_CHANGED' });
        expect(settled.msg).toContain('2199978.00');
        expect(revised.status).toBe(200);
        expect(orders).toEqual([]);
        expect(await kit.demandRow(d.id)).toMatchObject({ status: 1, order_id: null });
        outcomes.add('changed');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('a buyer edit racing a first quote: exactly one wins, the state agrees', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      const s = sellers[round % N] as TQuoteSeller;
      const edit = demandInput({ title: `抢先修改的采购需求${round}` });
      const [edited, quoted] = await Promise.all([
        post(base, P.update.path, { id: d.id, ...edit }, b.token),
        post<{ id: number }>(base, S.quote.path, quoteInput(d), s.token),
      ]);
      expectNoServerErrors([edited, quoted]);
      const row = await kit.demandRow(d.id);
      const quotes = await kit.quoteRows(d.id);
      if (quoted.status === 200) {
        // The quote came first: the edit lost and nothing of it was written.
        expect(edited).toMatchObject({ status: 409, code: 'DEMAND_HAS_QUOTES' });
        expect(row).toMatchObject({ quote_count: 1, title: d.title });
        expect(quotes.map((q) => q.id)).toEqual([quoted.data.id]);
        outcomes.add('quote');
      } else {
        // The edit came first: its new items are not the ones the seller priced.
        expect(edited.status).toBe(200);
        expect(quoted).toMatchObject({ status: 409, code: 'QUOTE_ITEMS_MISMATCH' });
        expect(row).toMatchObject({ quote_count: 0, title: edit.title });
        expect(quotes).toEqual([]);
        outcomes.add('edit');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('two concurrent first quotes of one seller: one quote, counted once', async () => {
    for (let round = 0; round < 3; round++) {
      const b = await kit.buyer();
      const d = await kit.publish(b.token);
      const s = sellers[round] as TQuoteSeller;
      const answers = await Promise.all([
        post<{ id: number }>(base, S.quote.path, quoteInput(d, [100, 100]), s.token),
        post<{ id: number }>(base, S.quote.path, quoteInput(d, [200, 200]), s.token),
      ]);
      expectNoServerErrors(answers);
      expect(tally(answers)).toEqual({ 200: 2 });
      expect(answers[0]?.data.id).toBe(answers[1]?.data.id);
      const quotes = await kit.quoteRows(d.id);
      expect(quotes).toHaveLength(1);
      expect((await kit.demandRow(d.id)).quote_count).toBe(1);
      const lines = await ctx.app.deps.db
        .selectFrom('procurement_quote_items')
        .selectAll()
        .where('quote_id', '=', quotes[0]?.id as number)
        .execute();
      expect(lines).toHaveLength(2);
    }
  });

  it(`${N} sellers quoting at once while the buyer closes: the count matches the quotes`, async () => {
    const b = await kit.buyer();
    const d = await kit.publish(b.token);
    const answers = await Promise.all([
      ...sellers.map((s) => post(base, S.quote.path, quoteInput(d), s.token)),
      post(base, P.close.path, { id: d.id }, b.token),
    ]);
    expectNoServerErrors(answers);
    const quotes = await kit.quoteRows(d.id);
    const row = await kit.demandRow(d.id);
    expect(row.status).toBe(4);
    expect(row.quote_count).toBe(quotes.length);
    expect(quotes.every((q) => q.status === 2)).toBe(true);
    expect(answers.slice(0, N).filter((a) => a.status === 200)).toHaveLength(quotes.length);
  });
});
