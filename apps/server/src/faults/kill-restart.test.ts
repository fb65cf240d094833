import { CALLS, ORDER_STATUS } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addBuyers, addSeller, type TQuickBuyer } from '../test/fixtures.js';
import { startServerProcess, type TServerProcess } from '../test/http-server.js';
import { creditCoins, openFaultShop, readBooks, send, type TFaultShop, waitFor } from './fault-kit.js';

const FROM_DETAIL = CALLS.order.addOrderFromDetail.path;
const PAY = CALLS.order.pay.path;
const CONFIRM = CALLS.pay.sandboxConfirm.path;

const pgUrl = inject('faultsPgUrl');
const redisUrl = inject('faultsRedisUrl');

const INITIAL_STOCK = 5000;
const BUYERS = 24;

/**
 * kill -9 in the middle of an order-and-pay load, then a restart on the same database: what the
 * clients were told succeeded is all there, and the books (stock, AI币 ledgers) add up.
 */
describe.skipIf(!pgUrl || !redisUrl)('a server killed with SIGKILL under load', () => {
  let shop: TFaultShop;
  const servers: TServerProcess[] = [];
  let buyers: TQuickBuyer[];
  let productId: number;
  let standardIds: number[];
  beforeAll(async () => {
    shop = await openFaultShop(pgUrl, redisUrl);
    const seller = await addSeller(shop.ctx, [
      {
        title: '智能门铃 压测款',
        standards: [
          [1_990, INITIAL_STOCK],
          [2_990, INITIAL_STOCK],
        ],
      },
    ]);
    productId = seller.products[0]!.productId;
    standardIds = seller.products[0]!.standardIds;
    buyers = await addBuyers(shop.ctx.app.deps, BUYERS);
    for (const b of buyers) await creditCoins(shop.db, b.userId, 5_000_00);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await shop?.close();
  });

  it('every order and payment a client saw succeed survives; stock and AI币 ledgers add up', async () => {
    const env = shop.serverEnv();
    const first = await startServerProcess(env);
    servers.push(first);

    const seenOrders: number[] = [];
    const seenPaid: number[] = [];
    let requests = 0;
    let isKilled = false;
    /** One buyer orders and pays in a loop (AI币, or the sandbox cashier every third order) until the server dies. */
    const worker = async (b: TQuickBuyer, w: number) => {
      for (let n = 0; !isKilled || n === 0; n += 1) {
        requests += 1;
        const standardId = standardIds[(w + n) % standardIds.length]!;
        const created = await send<{ orderIds: number[] }>(
          first.base,
          FROM_DETAIL,
          { productId, standardId, number: 1 + (n % 2), addressId: b.address.id },
          { token: b.token },
        );
        if (created.status !== 200) return;
        seenOrders.push(...created.data.orderIds);
        const bySandbox = n % 3 === 2;
        requests += 1;
        const paid = await send<{ paymentNo?: string }>(
          first.base,
          PAY,
          { orderIds: created.data.orderIds, payType: bySandbox ? 'sandbox' : 'aicoin' },
          { token: b.token },
        );
        if (paid.status !== 200) return;
        if (!bySandbox) {
          seenPaid.push(...created.data.orderIds);
          continue;
        }
        requests += 1;
        // The cashier needs the paying buyer's token (ignored by servers that predate that rule).
        const confirmed = await send<{ status: number }>(
          first.base,
          CONFIRM,
          { paymentNo: paid.data.paymentNo },
          { token: b.token },
        );
        if (confirmed.status !== 200) return;
        if (confirmed.data.status === 1) seenPaid.push(...created.data.orderIds);
      }
    };
    const load = Promise.all(buyers.map((b, w) => worker(b, w)));
    // Let the load run, then kill the process group without warning while requests are in flight.
    await waitFor('the load under way', async () => seenOrders.length >= 40, 30_000);
    isKilled = true;
    process.kill(-first.pid, 'SIGKILL');
    await load;
    await first.stop();
    expect(first.output()).not.toContain('正在关闭');

    const second = await startServerProcess(env);
    servers.push(second);
    const rows = await shop.db.selectFrom('orders').select(['id', 'status']).where('id', 'in', seenOrders).execute();
    const status = new Map(rows.map((r) => [r.id, r.status]));
    const lostOrders = seenOrders.filter((id) => !status.has(id));
    const lostPayments = seenPaid.filter((id) => status.get(id) !== ORDER_STATUS.SHIP);
    expect(lostOrders).toEqual([]);
    expect(lostPayments).toEqual([]);
    const books = await readBooks(shop.db, standardIds);
    expect(books.stockPlusHeld).toEqual(Object.fromEntries(standardIds.map((id) => [id, INITIAL_STOCK])));
    expect(books.unbalanced).toEqual([]);
    expect(books.negative).toEqual([]);
    // Every AI币-paid order was debited exactly once.
    const aicoinPaid = await shop.db
      .selectFrom('orders')
      .select(['order_no'])
      .where(
        'user_id',
        'in',
        buyers.map((b) => b.userId),
      )
      .where('pay_type', '=', 'aicoin')
      .where('status', '=', ORDER_STATUS.SHIP)
      .execute();
    const debits = await shop.db
      .selectFrom('ai_coin_ledger')
      .select(['ref_no'])
      .where(
        'user_id',
        'in',
        buyers.map((b) => b.userId),
      )
      .where('kind', '=', 'pay')
      .execute();
    expect(debits.map((d) => d.ref_no).sort()).toEqual(aicoinPaid.map((o) => o.order_no).sort());

    // The restarted server takes orders again.
    const b = buyers[0]!;
    const again = await send<{ orderIds: number[] }>(
      second.base,
      FROM_DETAIL,
      { productId, standardId: standardIds[0], number: 1, addressId: b.address.id },
      { token: b.token },
    );
    expect(again.status, again.msg).toBe(200);
    const paidAgain = await send(
      second.base,
      PAY,
      { orderIds: again.data.orderIds, payType: 'aicoin' },
      { token: b.token },
    );
    expect(paidAgain.status, paidAgain.msg).toBe(200);

    console.log(
      `[faults] kill -9 under load: ${requests} requests fired, 1 SIGKILL, ${seenOrders.length} orders and ` +
        `${seenPaid.length} payments acknowledged before it, ${lostOrders.length + lostPayments.length} rows lost, ` +
        `${books.accounts} AI币 accounts balanced`,
    );
  });
});
