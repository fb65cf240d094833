import type { TDemandStatus, TQuoteStatus } from './procurement.rules.js';

/** One line of a demand. Money in yuan. */
export interface TDemandItem {
  id: number;
  name: string;
  spec: string;
  quantity: number;
  unit: string;
  /** The buyer's target unit price; null when not given. */
  targetPrice: number | null;
}

/** A file the buyer attached (an uploaded picture or PDF). */
export interface TDemandAttachment {
  url: string;
  name: string;
  kind: 'image' | 'pdf';
}

/** A demand as the market lists it: no contact, no attachments. Times epoch ms, dates YYYY-MM-DD. */
export interface TDemandCard {
  id: number;
  title: string;
  categoryId: number | null;
  categoryName: string;
  /** The buyer's name masked (x***y). */
  buyerName: string;
  itemCount: number;
  /** The first items' names, for the card's summary line. */
  itemNames: string[];
  budget: number | null;
  province: string;
  city: string;
  area: string;
  /** Region text: 广东省 深圳市 南山区. */
  regionText: string;
  deliveryDate: string;
  quoteDeadline: string;
  /** The end of the quote deadline's day (China time): the countdown's target. */
  quoteDeadlineAt: number;
  quoteCount: number;
  status: TDemandStatus;
  statusText: string;
  createTime: number;
  publishTime: number | null;
  /** Only in its owner's (and a quoting seller's) answers: the platform hid it (已被平台隐藏) for this reason. */
  hiddenReason?: string;
}

/** One demand in full (`detail`): the contact only for its owner. */
export interface TDemandDetail extends TDemandCard {
  items: TDemandItem[];
  description: string;
  attachments: TDemandAttachment[];
  /** Whether the caller published it (then `contactName`/`contactPhone` are filled). */
  isOwner: boolean;
  contactName: string | null;
  contactPhone: string | null;
  /** The settled quote's id (已成交), else null. */
  settledQuoteId: number | null;
  /** The order the settlement created (owner only), else null. */
  orderId: number | null;
}

/** One line of a quote: the seller's unit price for a demand item. */
export interface TQuoteLine {
  itemId: number;
  name: string;
  spec: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  /** unitPrice × quantity. */
  amount: number;
}

/** A seller's quote as the demand's owner compares it. */
export interface TQuote {
  id: number;
  demandId: number;
  sellerId: number;
  shopName: string;
  shopLogo: string;
  /** The shop's rating, 0–5 with one decimal. */
  shopScore: number;
  lines: TQuoteLine[];
  /** The sum of the lines. */
  total: number;
  taxIncluded: boolean;
  leadDays: number;
  warrantyMonths: number;
  validUntil: string;
  /** Past its validity: it can no longer be settled. */
  expired: boolean;
  note: string;
  status: TQuoteStatus;
  statusText: string;
  createTime: number;
  updateTime: number;
  /** When the seller last changed its prices or terms (null: never since its first quote). */
  revisedTime: number | null;
  /** Revised after the owner's previous look at the comparison (`quote/list`): the page tags it 已更新. */
  isUpdated: boolean;
}

/** The owner's comparison page: the demand and its quotes (`quote/list`). */
export interface TQuoteComparison {
  demand: TDemandDetail;
  quotes: TQuote[];
}

/** A seller's own quote on a demand, as the seller sees it. */
export interface TSellerQuoteSummary {
  id: number;
  total: number;
  items: { itemId: number; unitPrice: number }[];
  taxIncluded: boolean;
  leadDays: number;
  warrantyMonths: number;
  validUntil: string;
  note: string;
  status: TQuoteStatus;
  statusText: string;
  updateTime: number;
}

/** A demand as a seller lists it: items to price, the seller's own quote, and the contact once won. */
export interface TSellerDemand extends TDemandCard {
  items: TDemandItem[];
  description: string;
  attachments: TDemandAttachment[];
  myQuote: TSellerQuoteSummary | null;
  /** Only when the seller's quote was settled. */
  contactName: string | null;
  contactPhone: string | null;
  /** The order the settlement created, when it was this seller's quote. */
  orderId: number | null;
}
