import type { TInvoice } from '../invoice/invoice.rules.js';
import type { TOrderAfterSales, TPayType } from './order.rules.js';
import type { TOrderStatus } from './order-status.js';

/** The delivery address as it was when the order was placed. */
export interface TOrderAddress {
  realname: string;
  telphone: string;
  province: string;
  city: string;
  area: string;
  street: string;
  /** Region text and street in one line: 上海市 市辖区 浦东新区 张江路 88 号. */
  fullText: string;
}

/** One line of an order (spec §3: each detail has number). Prices are snapshotted at creation. */
export interface TOrderLine {
  /** The order detail id (what after-sales calls name `orderDetailId`). */
  id: number;
  /** The catalogue product; null on a line settled from a procurement quote (not a catalogue product). */
  productId: number | null;
  standardId: number | null;
  title: string;
  image: string;
  standardName: string;
  price: number;
  number: number;
  /** price × number. */
  amount: number;
  /** Units refunded by finished after-sales requests (退货退款, 仅退款); at most `number`. */
  returnedNumber: number;
  /** The line's share of the order's coupon discount (yuan); what was paid for it is amount − discount. */
  discount: number;
}

/** An order: one seller's goods (spec §3: goodsTotalPrice, orderTotalPrice, orderDetailList). */
export interface TOrder {
  id: number;
  /** The number shown to people: 20261121153012 + 6 digits. */
  orderNo: string;
  agentId: number;
  shopName: string;
  status: TOrderStatus;
  statusText: string;
  goodsTotalPrice: number;
  /** Shipping is free on the demo platform; kept so the totals read like a receipt. */
  freight: number;
  /** The coupon discount (yuan): orderTotalPrice = goodsTotalPrice + freight − discount. */
  discount: number;
  /** The buyer's coupon used on this order, else null. */
  couponId: number | null;
  /** The part of `discount` the platform bears (a platform coupon, 全平台通用), else 0. */
  platformDiscount: number;
  /**
   * What the seller is settled for the order now (yuan): paid less refunded, plus the platform's part
   * of the discount for the units kept (`orderSettlementFen`).
   */
  settlement: number;
  orderTotalPrice: number;
  /** Yuan refunded so far by after-sales requests; at most orderTotalPrice. */
  refundedPrice: number;
  /** The goods count: the sum of the lines' numbers. */
  goodsNum: number;
  remark: string;
  address: TOrderAddress;
  /** The invoice asked for at checkout (a snapshot), else null (不开发票). */
  invoice: TInvoice | null;
  payType: TPayType;
  /** Epoch ms; unpaid orders are cancelled after this moment. */
  payDeadline: number;
  createdAt: number;
  paidAt: number | null;
  shippedAt: number | null;
  receivedAt: number | null;
  cancelledAt: number | null;
  /** When after-sales refunded the whole order (it becomes 已关闭); null otherwise. */
  closedAt: number | null;
  /** Why it was cancelled: 买家取消 or 超时未支付. */
  cancelReason: string;
  /** The procurement demand this order settled (a quote's order), else null. */
  demandId: number | null;
  /** 退款中 / 售后中 while a request of one of its lines is open (it cannot be shipped then), else null. */
  afterSales: TOrderAfterSales | null;
  orderDetailList: TOrderLine[];
}

/** One step of a parcel's journey. */
export interface TLogisticsTrace {
  time: number;
  text: string;
}

/** Logistics of a shipped order (spec §3: orderDetail = order plus logisticsDetails). */
export interface TLogisticsDetails {
  company: string;
  number: string;
  shippedAt: number;
  /** Newest first; only steps that have happened. Empty when no provider has told (DESIGN-OPERATE §D). */
  traces: TLogisticsTrace[];
  /** The carrier's own public tracking page (with the number where the page takes one). */
  trackingUrl: string;
}

export interface TOrderWithLogistics {
  order: TOrder;
  logisticsDetails: TLogisticsDetails | null;
}

/**
 * What `pay` answers: AI币 pays at once; a channel answers where the buyer pays: the gateway's page
 * (Alipay, WeChat H5: an absolute URL) or the mall's own (`/pay/sandbox?paymentNo=…`, the WeChat QR
 * page `/pay/wechat?paymentNo=…`).
 */
export interface TPayResult {
  paid: boolean;
  payType: Exclude<TPayType, ''>;
  payUrl?: string;
  paymentNo?: string;
}

/** One order at the mall's cashier (收银台), as the buyer checks it before paying. */
export interface TCashierOrder {
  id: number;
  orderNo: string;
  shopName: string;
  status: TOrderStatus;
  statusText: string;
  /** Yuan: what this order costs (orderTotalPrice). */
  amount: number;
  goodsNum: number;
  /** The first line's title, to recognise the order by. */
  title: string;
  payDeadline: number;
}

/**
 * The mall's cashier for the orders of one checkout (合并支付): every order, each shop's own, and what
 * the still unpaid ones cost together. Paying them is one `pay` call, one payment, one notify.
 */
export interface TCashier {
  orders: TCashierOrder[];
  /** Yuan: the sum of the orders still 待付款. */
  amount: number;
  /** The ids of the orders still 待付款 (what `pay` is asked for). */
  payableIds: number[];
  /** Epoch ms: the earliest deadline among the unpaid orders (null when none is unpaid). */
  payDeadline: number | null;
}
