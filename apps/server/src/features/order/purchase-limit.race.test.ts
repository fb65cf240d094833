import { beforeAll, expect, it } from 'vitest';
import { addBuyers, addSeller, stockOf } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { listenLocal, post, tally } from '../../test/http-server.js';

const FROM_DETAIL = '/order/order/addOrderFromDetail.json';
const RACE_MS = 60_000;

/**
 * 限购 under a race: one buyer's orders submitted at once over HTTP take turns on
 * the buyer's row lock, so together they never pass the limit, on SQLite and PostgreSQL.
 */
describeEachDb(
  'purchase limit races over HTTP',
  (ctx) => {
    let base: string;
    beforeAll(async () => {
      base = await listenLocal(ctx.app);
    });

    /** The buyer's unpaid units of a standard, straight from the tables. */
    async function unpaidUnits(userId: number, standardId: number): Promise<number> {
      const row = await ctx.app.deps.db
        .selectFrom('orders as o')
        .innerJoin('order_items as i', 'i.order_id', 'o.id')
        .select((eb) => eb.fn.sum<number>('i.number').as('n'))
        .where('o.user_id', '=', userId)
        .where('o.status', '=', 0)
        .where('i.standard_id', '=', standardId)
        .executeTakeFirstOrThrow();
      return Number(row.n ?? 0);
    }

    it(
      '20 orders of 2 units by one buyer at once against a 限购 of 5: exactly 2 pass',
      async () => {
        const seller = await addSeller(ctx, [{ title: '限量智能门铃', standards: [[39_900, 100]], purchaseLimit: 5 }]);
        const { productId, standardIds } = seller.products[0]!;
        const standardId = standardIds[0]!;
        const [u] = await addBuyers(ctx.app.deps, 1);
        const answers = await Promise.all(
          Array.from({ length: 20 }, () =>
            post(base, FROM_DETAIL, { productId, standardId, number: 2, addressId: u!.address.id }, u!.token),
          ),
        );
        expect(tally(answers)).toEqual({ 200: 2, 409: 18 });
        for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('PURCHASE_LIMIT');
        expect(await unpaidUnits(u!.userId, standardId)).toBe(4);
        expect(await stockOf(ctx, standardId)).toBe(96);
      },
      RACE_MS,
    );

    it(
      '12 orders of 1 unit by one buyer at once under the default (20% of a stock of 50): exactly 8 pass',
      async () => {
        // Held h passes one more while h + 1 ≤ ⌊(50 − h) / 5⌋: h = 7 passes (8 ≤ 8), h = 8 does not (9 > 8).
        const seller = await addSeller(ctx, [{ title: '爆款智能插座', standards: [[4_990, 50]] }]);
        const { productId, standardIds } = seller.products[0]!;
        const standardId = standardIds[0]!;
        const [u, other] = await addBuyers(ctx.app.deps, 2);
        const answers = await Promise.all(
          Array.from({ length: 12 }, () =>
            post(base, FROM_DETAIL, { productId, standardId, number: 1, addressId: u!.address.id }, u!.token),
          ),
        );
        expect(tally(answers)).toEqual({ 200: 8, 409: 4 });
        for (const a of answers.filter((x) => x.status === 409)) expect(a.code).toBe('PURCHASE_LIMIT');
        expect(await unpaidUnits(u!.userId, standardId)).toBe(8);
        expect(await stockOf(ctx, standardId)).toBe(42);
        // Another buyer is not held back by the first one's turn.
        const theirs = await post(
          base,
          FROM_DETAIL,
          { productId, standardId, number: 3, addressId: other!.address.id },
          other!.token,
        );
        expect(theirs.status).toBe(200);
      },
      RACE_MS,
    );
  },
  // The unpaid-orders cap (10) must not be what refuses here: the 限购 is under test.
  { MAX_UNPAID_ORDERS: '1000' },
);
