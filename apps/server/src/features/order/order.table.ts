import type { Generated } from 'kysely';

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  seller_id: number;
  /** ORDER_STATUS (DESIGN.md §3). */
  status: Generated<number>;
  goods_fen: number;
  freight_fen: Generated<number>;
  total_fen: number;
  goods_num: number;
  remark: Generated<string>;
  /** JSON snapshot of the delivery address (TOrderAddress). */
  address: string;
  /** JSON snapshot of the invoice asked for (TInvoice), null for 不开发票 (order-invoice.ts). */
  invoice: string | null;
  pay_type: Generated<string>;
  /** The latest gateway payment started for this order ('' when none). */
  payment_no: Generated<string>;
  pay_deadline: number;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  cancelled_at: number | null;
  cancel_reason: Generated<string>;
  logistics_company: Generated<string>;
  logistics_no: Generated<string>;
  /**
   * JSON array of the parcel's steps (TLogisticsTrace): the provider's last answer, or the demo's
   * planned journey (only while the demo is on), else empty (DESIGN-OPERATE §D).
   */
  logistics_traces: Generated<string>;
  /** When the logistics provider was last asked about the parcel (migration 2026121202), else null. */
  logistics_fetched_at: number | null;
  /** Fen refunded so far (after-sales); never above total_fen. */
  refunded_fen: Generated<number>;
  /** When a full refund closed the order (已关闭). */
  closed_at: number | null;
  /** The procurement demand whose settled quote this order is (DESIGN.md §2), else null. */
  demand_id: number | null;
  /** The buyer's coupon used on this order (user_coupons.id), else null. */
  coupon_id: number | null;
  /** The coupon's discount in fen: total_fen = goods_fen + freight_fen − discount_fen. */
  discount_fen: Generated<number>;
  /** The part of discount_fen the platform bears (a platform coupon; migration 2026121005), else 0. */
  platform_discount_fen: Generated<number>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  /** Null on a line settled from a procurement quote: the demand's item, not a catalogue product. */
  product_id: number | null;
  standard_id: number | null;
  title: string;
  image: Generated<string>;
  standard_name: Generated<string>;
  price_fen: number;
  number: number;
  /** Units refunded (退货退款, 仅退款); never above number. */
  returned_num: Generated<number>;
  /** The line's share of the order's coupon discount (fen, ≤ price_fen × number). */
  discount_fen: Generated<number>;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    orders: OrdersTable;
    order_items: OrderItemsTable;
  }
}
