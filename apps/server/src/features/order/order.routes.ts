import { CALLS, chinaDate, SELLER_EXPORT_MAX_ROWS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { FileAnswer, serveCall } from '../../plugins/calls.js';
import { takeCartLines } from '../cart/cart.service.js';
import { cashierOf, closePayment, payOrders } from '../payment/payment.service.js';
import { siteRules } from '../settings/settings.service.js';
import { getOrderRow, getOrderWithLogistics, listOrders, parcelTrackingOf, refuse } from './order.service.js';
import { orderGoodsCsv, sellerOrdersCsv } from './order-export.js';
import { confirmReceipt, shipOrder } from './order-fulfilment.service.js';
import { cancelUnpaid } from './order-payment.service.js';
import { createOrders } from './order-placement.service.js';
import { getSellerOrder, listSellerOrders, sellerOrdersForExport } from './seller-order.service.js';

/** `couponId` (DESIGN.md §2) and `couponIds` together: the buyer's coupons for this checkout. */
function couponIdsOf(data: { couponId?: number | undefined; couponIds?: number[] | undefined }): number[] {
  return [...(data.couponId !== undefined ? [data.couponId] : []), ...(data.couponIds ?? [])];
}

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const O = CALLS.order;
  // The console's settings (unpaidMinutes) as they stand when the order is placed.
  const orderOptions = async () => ({
    payMinutes: (await siteRules(db, config)).unpaidMinutes,
    maxUnpaid: config.MAX_UNPAID_ORDERS,
  });

  serveCall(app, O.selectOrders, (data, ctx) =>
    listOrders(db, { userId: ctx.userId, status: data.status }, data.page, data.limit),
  );
  // Parcel traces from the logistics provider, when one is set (DESIGN-OPERATE §D).
  const tracking = parcelTrackingOf(config, app.log);
  serveCall(app, O.selectSingleOrder1, (data, ctx) => getOrderWithLogistics(db, ctx.userId, data.orderId, tracking));
  serveCall(app, O.queryOrder, (data, ctx) => getOrderWithLogistics(db, ctx.userId, data.orderId, tracking));

  serveCall(app, O.addOrder, async (data, ctx) => {
    const lines = (trx: Kysely<DB>) => takeCartLines(trx, ctx.userId, data.cartIds);
    const orderIds = await createOrders(
      db,
      ctx.userId,
      {
        lines,
        addressId: data.addressId,
        remark: data.remark,
        couponIds: couponIdsOf(data),
        invoice: data.invoice,
      },
      orderOptions(),
    );
    return { orderIds };
  });
  serveCall(app, O.addOrderFromDetail, async (data, ctx) => {
    const { productId, standardId, number } = data;
    const orderIds = await createOrders(
      db,
      ctx.userId,
      {
        lines: [{ productId, standardId, number }],
        addressId: data.addressId,
        remark: data.remark,
        couponIds: couponIdsOf(data),
        invoice: data.invoice,
      },
      orderOptions(),
    );
    return { orderIds };
  });

  serveCall(app, O.pay, (data, ctx) =>
    payOrders({ ...app.deps, log: ctx.req.log }, ctx.userId, data.orderIds, data.payType, {
      device: data.device,
      clientIp: ctx.req.ip,
    }),
  );
  serveCall(app, O.cashier, (data, ctx) => cashierOf(db, ctx.userId, data.orderIds));
  serveCall(app, O.cancelOrder, async (data, ctx) => {
    const row = await getOrderRow(db, ctx.userId, data.orderId);
    if (!(await cancelUnpaid(db, row.id, '买家取消', closePayment, { userId: ctx.userId }))) {
      refuse(await getOrderRow(db, ctx.userId, data.orderId), 'cancel');
    }
    return null;
  });
  serveCall(app, O.confirmReceipt, async (data, ctx) => {
    await confirmReceipt(db, ctx.userId, data.orderId);
    return null;
  });
  serveCall(app, O.exportProduct, async (data, ctx) => {
    const { order } = await getOrderWithLogistics(db, ctx.userId, data.orderId);
    return new FileAnswer(orderGoodsCsv(order), `订单商品-${order.orderNo}.csv`, 'text/csv; charset=utf-8');
  });

  const S = CALLS.sellerOrder;
  serveCall(app, S.list, (data, ctx) =>
    listSellerOrders(db, { sellerId: ctx.sellerId, status: data.status, keyword: data.keyword }, data.page, data.limit),
  );
  serveCall(app, S.detail, (data, ctx) => getSellerOrder(db, ctx.sellerId, data.orderId, tracking));
  serveCall(app, S.export, async (data, ctx) => {
    const orders = await sellerOrdersForExport(
      db,
      { sellerId: ctx.sellerId, status: data.status, keyword: data.keyword },
      SELLER_EXPORT_MAX_ROWS,
    );
    return new FileAnswer(sellerOrdersCsv(orders), `订单导出-${chinaDate()}.csv`, 'text/csv; charset=utf-8');
  });
  serveCall(app, S.ship, async (data, ctx) => {
    // Only the demo makes up a trace (DESIGN-OPERATE §D); a real parcel's comes from the provider.
    await shipOrder(
      db,
      ctx.sellerId,
      data.orderId,
      { company: data.logisticsCompany, number: data.logisticsNo },
      { planTrace: config.SEED_DEMO },
    );
    return null;
  });
}
