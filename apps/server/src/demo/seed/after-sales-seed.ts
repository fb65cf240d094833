import { PRODUCT_STATUS, type TReturnType } from '@mall/contract';
import { applyReturn } from '../../features/after-sales/after-sales.service.js';
import {
  approveReturn,
  receiveReturn,
  rejectReturn,
  shipReplacement,
  writeReturnLogistics,
} from '../../features/after-sales/after-sales-moves.service.js';
import { book } from '../../features/ai-coin/ai-coin.service.js';
import { confirmReceipt, shipOrder } from '../../features/order/order-fulfilment.service.js';
import { createOrders } from '../../features/order/order-placement.service.js';
import { payWithAiCoin } from '../../features/payment/payment.service.js';
import type { TDeps } from '../../plugins/deps.js';
import { buyerWithAddress } from './demo-buyer.js';
import { seedOnce } from './seed-once.js';

/** The key whose insert claims the after-sales demo: one instance seeds it, once. */
export const AFTER_SALES_CLAIM = 'demo:after-sales';
/** The top-up that pays the demo's after-sales orders, so the demo buyer's gift stays untouched. */
export const AFTER_SALES_TOPUP_REF = 'DEMO-AS-TOPUP';
/** DEMO_BUYER.username of seed.ts (which imports this file, so it is not imported back). */
const DEMO_USERNAME = 'demo';

/** Where each demo request ends up (plan §7 B). */
type TStep = 'apply' | 'approve' | 'writeLogistics' | 'finish' | 'reject';
interface TScene {
  type: TReturnType;
  /** How far the order goes before the request: 1 paid only, 3 received. */
  orderState: 1 | 3;
  reason: string;
  description: string;
  last: TStep;
  /** The whole line (a one-line order: refunding it closes the order). */
  whole?: boolean;
}

const SCENES: TScene[] = [
  { type: 2, orderState: 3, reason: '商品质量问题', description: '使用两天后无法连接网关，重置也没用', last: 'apply' },
  { type: 2, orderState: 3, reason: '七天无理由退货', description: '家里已经有同款了', last: 'approve' },
  { type: 3, orderState: 3, reason: '规格/型号不合适', description: '想换成另一个颜色', last: 'writeLogistics' },
  { type: 2, orderState: 3, reason: '收到商品破损', description: '外壳有裂痕', last: 'finish', whole: true },
  { type: 1, orderState: 1, reason: '不想要了/拍错了', description: '', last: 'reject' },
  { type: 3, orderState: 3, reason: '发错货', description: '收到的是白色，下单的是黑色', last: 'finish' },
];

const REJECT_REASON = '商品已打包出库，请收货后申请退货退款';

/**
 * The demo buyer's after-sales requests in several states: 退货退款 待审核, 待寄回 and 已完成 (the
 * whole order, refunded to AI币 and 已关闭), 换货 待商家收货 and 换货中 (with the replacement's
 * parcel), 仅退款 已拒绝 on an unshipped order. Everything goes through the real services (orders,
 * AI币 payments after a top-up of the same amount, shipping, receipt, after-sales), so the buyer's
 * balance is the ledger's sum and stock and sales are what they would be. Runs once: the first
 * instance to claim the counter key seeds; any other (or a later start) answers false.
 */
export async function seedAfterSales(deps: TDeps): Promise<boolean> {
  const { db, config } = deps;
  const demo = await buyerWithAddress(db, DEMO_USERNAME);
  if (!demo) return false;
  // Cheap standards in stock of three demo shops, one product each scene.
  const candidates = await db
    .selectFrom('product_standards as st')
    .innerJoin('products as p', 'p.id', 'st.product_id')
    .innerJoin('sellers as s', 's.id', 'p.seller_id')
    .select([
      'st.id as standardId',
      'st.product_id as productId',
      'st.price_fen as priceFen',
      'p.seller_id as sellerId',
    ])
    .where('s.username', 'in', ['seller01', 'seller02', 'seller03'])
    .where('p.status', '=', PRODUCT_STATUS.ON_SALE)
    .where('st.stock', '>=', 5)
    .orderBy('st.price_fen')
    .orderBy('st.id')
    .limit(200)
    .execute();
  const picked: typeof candidates = [];
  for (const c of candidates) {
    if (picked.length < SCENES.length && !picked.some((p) => p.productId === c.productId)) picked.push(c);
  }
  if (picked.length < SCENES.length) return false;

  return seedOnce(db, AFTER_SALES_CLAIM, async () => {
    const { userId } = demo;
    const lines = SCENES.map((scene, i) => {
      const c = picked[i];
      if (!c) throw new Error('after-sales seed: no product for a scene');
      return { scene, ...c, number: scene.whole ? 1 : 2 };
    });
    const totalFen = lines.reduce((sum, l) => sum + Number(l.priceFen) * l.number, 0);
    await db.transaction().execute((trx) =>
      book(trx, {
        userId,
        kind: 'recharge',
        amountFen: totalFen,
        title: 'AI币充值（演示）',
        refNo: AFTER_SALES_TOPUP_REF,
      }),
    );

    for (const [i, l] of lines.entries()) {
      const { scene } = l;
      const [orderId] = await createOrders(
        db,
        userId,
        { lines: [{ productId: l.productId, standardId: l.standardId, number: l.number }], addressId: demo.addressId },
        { payMinutes: config.ORDER_PAY_MINUTES, maxUnpaid: config.MAX_UNPAID_ORDERS },
      );
      if (orderId === undefined) throw new Error('after-sales seed: no order');
      await payWithAiCoin(db, userId, [orderId]);
      if (scene.orderState === 3) {
        await shipOrder(
          db,
          l.sellerId,
          orderId,
          { company: '顺丰速运', number: `SF20261201${String(i).padStart(4, '0')}` },
          { planTrace: true },
        );
        await confirmReceipt(db, userId, orderId);
      }
      const item = await db
        .selectFrom('order_items')
        .select('id')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      const { id } = await applyReturn(deps, userId, {
        orderId,
        orderDetailId: item.id,
        returnType: scene.type,
        number: scene.whole ? l.number : 1,
        reason: scene.reason,
        description: scene.description,
      });
      if (scene.last === 'apply') continue;
      if (scene.last === 'reject') {
        await rejectReturn(db, l.sellerId, id, REJECT_REASON);
        continue;
      }
      await approveReturn(deps, l.sellerId, id);
      if (scene.last === 'approve') continue;
      await writeReturnLogistics(db, userId, {
        id,
        logisticsCompany: '中通快递',
        logisticsNo: `ZT20261201${String(i).padStart(4, '0')}`,
      });
      if (scene.last === 'writeLogistics') continue;
      if (scene.type === 3) {
        await shipReplacement(db, l.sellerId, {
          id,
          logisticsCompany: '顺丰速运',
          logisticsNo: `SF20261202${String(i).padStart(4, '0')}`,
        });
      } else {
        await receiveReturn(deps, l.sellerId, id);
      }
    }
  });
}
