import type { Generated } from 'kysely';

/** An after-sales request of an order line (DESIGN.md §3). Money in fen, times epoch ms. */
export interface ProductReturnsTable {
  id: Generated<number>;
  /** 'RT' + China time to the second + 8 digits; also the refund's reference. */
  return_no: string;
  order_id: number;
  order_item_id: number;
  user_id: number;
  seller_id: number;
  /** 1 仅退款, 2 退货退款, 3 换货. */
  return_type: number;
  /** RETURN_STATUS 1..7 (0, none, is never stored). */
  status: Generated<number>;
  number: number;
  /** price × number frozen at apply; 0 for 换货. */
  amount_fen: Generated<number>;
  /** The order's freight, given back with its last units (DESIGN.md §3); 0 otherwise. */
  freight_fen: Generated<number>;
  reason: string;
  description: Generated<string>;
  /** JSON array of uploaded image URLs. */
  images: Generated<string>;
  reject_reason: Generated<string>;
  /** The return address at approval (退货退款, 换货): a snapshot; '' before and for 仅退款. */
  return_address_name: Generated<string>;
  return_address_phone: Generated<string>;
  return_address_full: Generated<string>;
  /** 换货: the standard asked for (null on a procurement line) and its name at apply. */
  exchange_standard_id: number | null;
  exchange_standard_name: Generated<string>;
  return_logistics_company: Generated<string>;
  return_logistics_no: Generated<string>;
  return_shipped_at: number | null;
  back_logistics_company: Generated<string>;
  back_logistics_no: Generated<string>;
  back_shipped_at: number | null;
  /** '' | 'aicoin' | 'sandbox' once refunded. */
  refund_channel: Generated<string>;
  refunded_at: number | null;
  created_at: number;
  updated_at: number;
  approved_at: number | null;
  rejected_at: number | null;
  cancelled_at: number | null;
  received_at: number | null;
  done_at: number | null;
  /** 申请平台介入: APPEAL_STATUS (0 none, 1 waiting, 2 refunded, 3 upheld), the buyer's reason, the decision. */
  appeal_status: Generated<number>;
  appeal_reason: Generated<string>;
  appealed_at: number | null;
  appeal_decision_reason: Generated<string>;
  appeal_decided_at: number | null;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    product_returns: ProductReturnsTable;
  }
}
