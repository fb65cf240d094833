import type { TProductCard } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { addBuyers, addSeller } from '../../test/fixtures.js';
import { describeEachDb, type TTestContext } from '../../test/helper.js';

const PAGE = '/product/api/product/queryPortalPage.json';
const FROM_DETAIL = '/order/order/addOrderFromDetail.json';
const CANCEL = '/order/order/cancelOrder.json';

async function cardsOf(ctx: TTestContext, agentId: number) {
  const res = await ctx.call<TProductCard[]>(PAGE, { agentId, pageRows: 50 });
  expect(res.status, res.msg).toBe(200);
  return res.data;
}

describeEachDb('sold-out marks follow the stock of the standards', (ctx) => {
  describe('orders and cancels', () => {
    it('marks a product sold out when two buyers take the last unit of each of its standards at once, and clears it on a cancel', async () => {
      const rounds = 6;
      const seller = await addSeller(
        ctx,
        Array.from({ length: rounds }, (_, i) => ({
          title: `抢购测试${i}`,
          standards: [
            [1_000, 1],
            [1_200, 1],
          ] as [number, number][],
        })),
      );
      const buyers = await addBuyers(ctx.app.deps, 2);
      // Each round: the two standards' last units go in two orders placed side by side.
      const orderIds: number[] = [];
      for (const product of seller.products) {
        const answers = await Promise.all(
          buyers.map((b, i) =>
            ctx.call<{ orderIds: number[] }>(
              FROM_DETAIL,
              { productId: product.productId, standardId: product.standardIds[i], number: 1, addressId: b.address.id },
              b.token,
            ),
          ),
        );
        for (const a of answers) expect(a.status, a.msg).toBe(200);
        orderIds.push(answers[0]?.data.orderIds[0] ?? 0);
      }
      const cards = await cardsOf(ctx, seller.sellerId);
      expect(cards.map((c) => c.isSoldOut)).toEqual(Array(rounds).fill(true));
      expect((await ctx.call(PAGE, { agentId: seller.sellerId, onlyInStock: 1 })).total).toBe(0);

      // A cancel gives a unit back: that product is in stock again and comes first.
      const [first] = seller.products;
      const cancelled = await ctx.call(CANCEL, { orderId: orderIds[0] }, buyers[0]?.token);
      expect(cancelled.status, cancelled.msg).toBe(200);
      const after = await cardsOf(ctx, seller.sellerId);
      expect(after[0]).toMatchObject({ id: first?.productId, isSoldOut: false });
      expect(after.slice(1).every((c) => c.isSoldOut)).toBe(true);
    });
  });
});
