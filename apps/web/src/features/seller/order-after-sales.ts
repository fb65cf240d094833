import type { TOrder, TOrderAfterSales } from '@mall/contract';
import { ORDER_AFTER_SALES_TEXT, ORDER_STATUS, RETURN_STATUS } from '@mall/contract/wire';

/** Why an order with open after-sales cannot be shipped, and where the seller handles it. */
export interface TShipBlock {
  /** 退款中 / 售后中. */
  label: string;
  /** One short line under the link: what to do before shipping. */
  hint: string;
  /** The workbench's after-sales list: 待审核 (a 仅退款 asked before shipping waits there). */
  to: string;
}

/** The tag an order's open after-sales shows (退款中 / 售后中), else null. */
export function afterSalesLabel(afterSales: TOrderAfterSales | null): string | null {
  return afterSales === null ? null : ORDER_AFTER_SALES_TEXT[afterSales];
}

/**
 * A 待发货 order the server would refuse to ship (409 AFTER_SALES_OPEN: a request of one of its lines
 * is open): the 发货 button gives way to a link to the after-sales list saying why. Null when 发货 stands.
 */
export function shipBlock(order: Pick<TOrder, 'status' | 'afterSales'>): TShipBlock | null {
  if (order.status !== ORDER_STATUS.SHIP || order.afterSales === null) return null;
  const label = ORDER_AFTER_SALES_TEXT[order.afterSales];
  return {
    label,
    hint: order.afterSales === 'refunding' ? '买家申请了退款，处理后才能发货' : '售后处理后才能发货',
    to: `/seller/after-sales?status=${RETURN_STATUS.APPLIED}`,
  };
}
