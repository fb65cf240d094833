import type { TCompat, TSystemVerdict } from '../catalogue/compat.rules.js';
import type { TPlanScene } from './plan.rules.js';

/** A plan as lists show it (times epoch ms; `cover` a site path, '' when none). */
export interface TPlanCard {
  id: number;
  title: string;
  scene: TPlanScene;
  summary: string;
  cover: string;
  /** The author's masked nickname (x***y). */
  authorName: string;
  views: number;
  /** Lines of its bill of materials. */
  productCount: number;
  createTime: number;
  updateTime: number;
  /** Only in the author's own answers: the platform hid it (已被平台隐藏) for this reason. */
  hiddenReason?: string;
}

/** A file attached to a plan: a picture or a PDF its author uploaded. */
export interface TPlanAttachment {
  name: string;
  url: string;
  /** Bytes. */
  size: number;
  kind: 'image' | 'pdf';
}

/** Why a line of the bill of materials cannot go into the cart now. */
export type TPlanLineIssue = 'gone' | 'offSale' | 'soldOut';

/**
 * A line of the bill of materials with the product's CURRENT facts (title, picture, the standard's
 * price and stock), read when the plan is read. A product that is gone or off sale still shows,
 * marked by `issue`; its facts are then what is left ('' and 0 for a product that is gone).
 */
export interface TPlanLine {
  productId: number;
  standardId: number;
  quantity: number;
  title: string;
  image: string;
  /** The standard's spec values joined (e.g. 白色 / 标准版), '' when the product has one standard. */
  standardName: string;
  /** Yuan, the standard's price now. */
  price: number;
  stock: number;
  /** 限购: the most units of this standard one buyer may hold in unpaid orders (and in the cart) now. */
  purchaseLimit: number;
  /** Yuan: price × quantity. */
  subtotal: number;
  /** Whether it can go into the cart now (on sale, the standard exists, stock ≥ 1). */
  isAvailable: boolean;
  issue: TPlanLineIssue | null;
  /** Whether it works with the caller's home, the plan's own gateways counting (DESIGN.md §H); absent without a home. */
  compat?: TCompat;
}

/** One plan in full; `htmlCode` is stored sanitized (DESIGN.md §4). */
export interface TPlanDetail extends TPlanCard {
  htmlCode: string;
  attachments: TPlanAttachment[];
  products: TPlanLine[];
  /** Yuan: what 一键加购 puts in the cart, each available line's price × its quantity capped at its stock and 限购. */
  total: number;
  /** Whether the caller (a valid buyer token) wrote it. */
  isOwner: boolean;
  /** Whether the bill of materials is a complete system for the caller's home; absent without a home. */
  homeSystem?: TSystemVerdict;
}
