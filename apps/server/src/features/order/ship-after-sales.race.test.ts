import { RETURN_REASONS } from '@mall/contract';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { addSeller, type TFixtureSeller, type TQuickBuyer } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/helper.js';
import { listenLocal, post, type THttpAnswer } from '../../test/http-server.js';
import { sellerKit } from '../../test/seller-fixtures.js';

const APPLY = '/order/productRetuen/addProductReturn.json';
const SHIP = '/seller/api/order/ship.json';
const PARCEL = { logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' };
const ROUNDS = 12;
const LINES = 8;

function expectNoServerErrors(answers: THttpAnswer[]) {
  const bad = answers.filter((a) => a.http !== 200 || a.status >= 500);
  expect(bad, JSON.stringify(bad.slice(0, 3))).toEqual([]);
}

/**
 * A refund request and the seller's 发货 racing on one order, through the real HTTP server on SQLite
 * and PostgreSQL. Both lock the order row first, so they serialize: either the request came first and
 * the ship is refused (AFTER_SALES_OPEN, the order stays 待发货), or the ship came first and the request
 * is one on a shipped order (仅退款 may be asked then too). Never a ship that passed while a request
 * was open when it checked.
 */
describeEachDb('ship and after-sales races over HTTP', (ctx) => {
  let base: string;
  let seller: TFixtureSeller;
  let sellerToken: string;
  let b: TQuickBuyer;
  const kit = sellerKit(ctx);
  const db = () => ctx.app.deps.db;

  beforeAll(async () => {
    base = await listenLocal(ctx.app);
    seller = await addSeller(ctx, [
      { title: '智能窗帘电机', standards: Array.from({ length: LINES }, (): [number, number] => [1_000, 1_000]) },
    ]);
    sellerToken = await seller.login();
    b = await kit.buyer();
  });

  /** A paid (待发货) order of one unit of each of the first `n` standards; answers its id and line ids. */
  async function paidOrder(n = 1) {
    const { productId, standardIds } = seller.products[0]!;
    const lines = standardIds.slice(0, n).map((standardId) => ({ productId, standardId, number: 1 }));
    const id = await kit.order(b, seller, lines, 1);
    return { id, lines: (await kit.itemsOf(id)).map((i) => i.id) };
  }

  const applyBody = (orderId: number, orderDetailId: number) => ({
    orderId,
    orderDetailId,
    returnType: 1,
    number: 1,
    reason: RETURN_REASONS[1][0],
  });

  const openRequests = (orderId: number) =>
    db()
      .selectFrom('product_returns')
      .select('status')
      .where('order_id', '=', orderId)
      .where('status', '=', 1)
      .execute();

  it('a request that holds the order row when the ship arrives makes the ship answer AFTER_SALES_OPEN', async () => {
    const order = await paidOrder();
    let shipping: Promise<THttpAnswer> | undefined;
    // What an apply does, held open: lock the order row, insert the open request, not yet committed.
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('orders').set({ refunded_fen: sql`refunded_fen` }).where('id', '=', order.id).execute();
        const now = Date.now();
        await trx
          .insertInto('product_returns')
          .values({
            return_no: `RT${now}${order.id}`,
            order_id: order.id,
            order_item_id: order.lines[0]!,
            user_id: b.userId,
            seller_id: seller.sellerId,
            return_type: 1,
            status: 1,
            number: 1,
            amount_fen: 1_000,
            reason: RETURN_REASONS[1][0],
            created_at: now,
            updated_at: now,
          })
          .execute();
        // The ship comes in now and waits: for the row (PostgreSQL) or the one connection (SQLite).
        shipping = post(base, SHIP, { orderId: order.id, ...PARCEL }, sellerToken);
        await new Promise((r) => setTimeout(r, 300));
      });
    const shipped = await shipping!;
    expectNoServerErrors([shipped]);
    expect(shipped).toMatchObject({ status: 409, code: 'AFTER_SALES_OPEN' });
    expect((await kit.orderRow(order.id)).status).toBe(1);
  });

  it(`${ROUNDS} rounds of apply vs ship: the request first refuses the ship, the ship first leaves a shipped order`, async () => {
    const seen = { refused: 0, shipped: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const order = await paidOrder();
      const [apply, ship] = await Promise.all([
        post(base, APPLY, applyBody(order.id, order.lines[0]!), b.token),
        post(base, SHIP, { orderId: order.id, ...PARCEL }, sellerToken),
      ]);
      expectNoServerErrors([apply, ship]);
      // 仅退款 may be asked before and after shipping: the request always gets in.
      expect(apply.status, apply.msg).toBe(200);
      const row = await kit.orderRow(order.id);
      expect(await openRequests(order.id)).toHaveLength(1);
      if (ship.status === 200) {
        seen.shipped += 1;
        expect(row.status).toBe(2);
      } else {
        seen.refused += 1;
        expect(ship).toMatchObject({ status: 409, code: 'AFTER_SALES_OPEN' });
        expect(row.status).toBe(1);
        expect(row.shipped_at).toBeNull();
      }
    }
    expect(seen.refused + seen.shipped).toBe(ROUNDS);
  });

  it(`requests on ${LINES} lines at once against one ship: no deadlock, the order shipped or refused whole`, async () => {
    const order = await paidOrder(LINES);
    const answers = await Promise.all([
      post(base, SHIP, { orderId: order.id, ...PARCEL }, sellerToken),
      ...order.lines.map((lineId) => post(base, APPLY, applyBody(order.id, lineId), b.token)),
    ]);
    expectNoServerErrors(answers);
    const [ship, ...applies] = answers;
    for (const a of applies) expect(a.status, a.msg).toBe(200);
    const row = await kit.orderRow(order.id);
    expect(await openRequests(order.id)).toHaveLength(LINES);
    if (ship!.status === 200) {
      expect(row.status).toBe(2);
    } else {
      expect(ship).toMatchObject({ status: 409, code: 'AFTER_SALES_OPEN' });
      expect(row.status).toBe(1);
    }
  });
});
