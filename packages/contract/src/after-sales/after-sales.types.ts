import type { TPayType } from '../order/order.rules.js';
import type { TOrderAddress } from '../order/order.types.js';
import type { TAppealStatus, TReturnStatus, TReturnType } from './return-status.js';

/** A parcel of an after-sales request. */
export interface TReturnLogistics {
  company: string;
  number: string;
  shippedAt: number;
}

/** Where the buyer sends the goods back: the seller's return address as it was when the request was approved. */
export interface TReturnAddressSnapshot {
  name: string;
  phone: string;
  /** Region and street on one line (广东省 深圳市 南山区 科技园…). */
  fullAddress: string;
}

/** A seller's return address (退货地址); fields as the buyer's address (`TAddress`). */
export interface TReturnAddress {
  id: number;
  realname: string;
  telphone: string;
  province: string;
  city: string;
  area: string;
  street: string;
  /** 1 for the seller's default (an approval names it unless it names another). */
  isDefaultAddress: 0 | 1;
  fullAddress: string;
}

/** One after-sales request of an order line (spec §3: productReturn). Money in yuan, times epoch ms. */
export interface TProductReturn {
  id: number;
  /** The number shown to people. */
  returnNo: string;
  orderId: number;
  orderNo: string;
  /** The order line's id. */
  orderDetailId: number;
  /** Null on a procurement line (not a catalogue product). */
  productId: number | null;
  title: string;
  image: string;
  standardName: string;
  /** The line's unit price. */
  price: number;
  returnType: TReturnType;
  returnTypeText: string;
  status: TReturnStatus;
  /** returnStatusText(status, returnType). */
  statusText: string;
  number: number;
  /** Yuan to refund: price × number; 0 for 换货. */
  amount: number;
  /** The order's 运费 refunded with this request (its last units, DESIGN.md §3); 0 otherwise. */
  freight: number;
  reason: string;
  description: string;
  images: string[];
  /** 换货: the standard the buyer asked for instead (null: the one bought), and its name ('' without). */
  exchangeStandardId: number | null;
  exchangeStandardName: string;
  /** 退货退款 / 换货 once approved: where the goods go back (a snapshot taken at approval); null otherwise. */
  returnAddress: TReturnAddressSnapshot | null;
  /** The seller's reason when rejected; '' otherwise. */
  rejectReason: string;
  /** How the refund went back: the channel that took the money; '' until refunded. */
  refundChannel: TPayType;
  refundedAt: number | null;
  createdAt: number;
  approvedAt: number | null;
  rejectedAt: number | null;
  cancelledAt: number | null;
  /** When the seller received the goods back (退货退款, 换货). */
  receivedAt: number | null;
  /** When the replacement left (换货); the request completes by itself EXCHANGE_CONFIRM_DAYS later. */
  replacementShippedAt: number | null;
  doneAt: number | null;
  /** 申请平台介入 (DESIGN-OPERATE §A): the buyer's appeal of a rejection and the platform's decision; null before. */
  appeal: TReturnAppeal | null;
  /** Whether the buyer may appeal now: rejected, 仅退款 or 退货退款, not appealed before. */
  canAppeal: boolean;
}

/** A buyer's appeal of a rejected request (申请平台介入) and the platform's decision. */
export interface TReturnAppeal {
  /** 1 平台处理中, 2 平台已支持退款, 3 平台维持原处理. */
  status: Exclude<TAppealStatus, 0>;
  statusText: string;
  reason: string;
  appealedAt: number;
  /** The platform's reason ('' until decided). */
  decisionReason: string;
  decidedAt: number | null;
}

/**
 * After-sales of one order line (spec §3 serviceData: status, returnType, productReturn,
 * returnLogistics, backLogistics), with what the service page needs beside.
 */
export interface TServiceData {
  orderDetailId: number;
  /** The latest request's status, raw (5 included: the client shows 5 as none, spec §4); 0 without one. */
  status: TReturnStatus | 0;
  returnType: TReturnType | 0;
  /** The latest request. */
  productReturn: TProductReturn | null;
  /** The buyer's parcel to the seller. */
  returnLogistics: TReturnLogistics | null;
  /** The seller's replacement parcel (换货). */
  backLogistics: TReturnLogistics | null;
  /** The latest request's return address once approved (退货退款, 换货); null otherwise. */
  returnAddress: TReturnAddressSnapshot | null;
  /** Units still open to after-sales: the line's number less those refunded. */
  returnableNumber: number;
  /** What `addProductReturn` would accept now (order state, time window); [] while a request is open. */
  allowedTypes: TReturnType[];
  /** The end of the after-sales window (receipt + AFTER_SALES_DAYS) once received; null otherwise. */
  deadline: number | null;
  /** The line's earlier requests, newest first. */
  history: TProductReturn[];
}

/** A request as its seller sees it: with the order's full address (the order is paid, DESIGN.md §6). */
export interface TSellerProductReturn extends TProductReturn {
  address: TOrderAddress;
  /** The buyer's parcel coming back, once sent. */
  returnLogistics: TReturnLogistics | null;
  /** The seller's replacement parcel (换货), once sent. */
  backLogistics: TReturnLogistics | null;
}
