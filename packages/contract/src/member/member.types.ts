import type { TProductCard } from '../catalogue/catalogue.types.js';
import type { TFeedbackType, TMessageKind } from './member.rules.js';

/** A favourite: the product's card as the catalogue shows it now; `product` null once it is off sale. */
export interface TFavorite {
  id: number;
  productId: number;
  /** Epoch ms the buyer added it. */
  createTime: number;
  product: TProductCard | null;
}

/** A footprint: one product the buyer viewed on one China day (the latest view of that day). */
export interface TFootprint {
  id: number;
  productId: number;
  /** `YYYY-MM-DD`, China time. */
  day: string;
  /** Epoch ms of the latest view that day. */
  viewTime: number;
  product: TProductCard | null;
}

/** A message the mall wrote to the buyer. */
export interface TMessage {
  id: number;
  kind: TMessageKind;
  title: string;
  content: string;
  /** A web path to open (`/order/detail?orderId=…`), '' when none. */
  link: string;
  isRead: boolean;
  createTime: number;
}

export interface TFeedbackInput {
  type: TFeedbackType;
  content: string;
  contact?: string;
  images?: string[];
}
