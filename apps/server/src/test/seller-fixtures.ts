/**
 * Fixtures of the seller workbench and after-sales suites: buyers with AI币 and orders walked to a
 * state through the real services (checkout, payment, shipping, receipt), on top of `fixtures.ts`.
 */
import { book } from '../features/ai-coin/ai-coin.service.js';
import { confirmReceipt, shipOrder } from '../features/order/order-fulfilment.service.js';
import { createOrders } from '../features/order/order-placement.service.js';
import { confirmSandbox, payOrders } from '../features/payment/payment.service.js';
import { addBuyers, type TFixtureSeller, type TQuickBuyer } from './fixtures.js';
import type { TTestContext } from './helper.js';

/** 0 待付款, 1 待发货, 2 待收货, 3 已完成. */
export type TWalkTo = 0 | 1 | 2 | 3;

export function sellerKit(ctx: TTestContext) {
  const db = () => ctx.app.deps.db;

  /** A quick buyer with `balanceFen` of AI币 (¥100 000 unless told). */
  async function buyer(balanceFen = 10_000_000): Promise<TQuickBuyer> {
    const [b] = await addBuyers(ctx.app.deps, 1);
    if (!b) throw new Error('no buyer');
    await db()
      .transaction()
      .execute((trx) =>
        book(trx, {
          userId: b.userId,
          kind: 'recharge',
          amountFen: balanceFen,
          title: '测试充值',
          refNo: `T${b.userId}`,
        }),
      );
    return b;
  }

  /**
   * An order of the lines walked to `state`, paid from 1 on (AI币 unless told; the sandbox's payment
   * confirmed at once), with the buyer's coupons if given; answers its id.
   */
  async function order(
    b: TQuickBuyer,
    seller: TFixtureSeller,
    lines: { productId: number; standardId: number; number: number }[],
    state: TWalkTo = 1,
    options: { payType?: 'aicoin' | 'sandbox'; couponIds?: number[] } = {},
  ): Promise<number> {
    const [id] = await createOrders(
      db(),
      b.userId,
      { lines, addressId: b.address.id, couponIds: options.couponIds },
      { payMinutes: 30, maxUnpaid: 1000 },
    );
    if (id === undefined) throw new Error('no order');
    if (state >= 1) {
      const paid = await payOrders(ctx.app.deps, b.userId, [id], options.payType ?? 'aicoin', {
        clientIp: '127.0.0.1',
      });
      if (!paid.paid && paid.paymentNo) await confirmSandbox(ctx.app.deps, b.userId, paid.paymentNo);
      else if (!paid.paid) throw new Error('not paid');
    }
    if (state >= 2) await shipOrder(db(), seller.sellerId, id, { company: '顺丰速运', number: 'SF0000000001' });
    if (state >= 3) await confirmReceipt(db(), b.userId, id);
    return id;
  }

  /** The lines of an order, in id order. */
  function itemsOf(orderId: number) {
    return db().selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  function orderRow(orderId: number) {
    return db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  }

  return { buyer, order, itemsOf, orderRow };
}
