/**
 * The storefront's home as the console edits it (DESIGN.md §A `home`): the portal positions of spec
 * §7 by name. Zod-free: the console takes them from `@mall/contract/admin-wire`.
 */
import { PORTAL_POSITIONS } from '../catalogue/catalogue.constants.js';

export type THomePosition = keyof typeof PORTAL_POSITIONS;
export const HOME_POSITIONS = Object.keys(PORTAL_POSITIONS) as THomePosition[];

/** What each position is on the home page, for the console. */
export const HOME_POSITION_TEXT: Record<THomePosition, { name: string; hint: string }> = {
  carousel: { name: '首页轮播', hint: '分类菜单旁的大图轮播，建议 792×330' },
  market: { name: '精选市场', hint: '“市场”商品块，每行 3 个' },
  hot1: { name: '广告位一', hint: '轮播下方第一排广告图' },
  hot2: { name: '广告位二', hint: '轮播下方第二排广告图' },
  rank: { name: '排行榜', hint: '市场旁的排行榜' },
  wisdom: { name: '智慧生活', hint: '智慧生活块的三张图' },
};

/** Items one position may hold (the home shows the first `rownum` on sale; the rest stand in for off-sale ones). */
export const HOME_ITEMS_MAX = 20;
export const HOME_TITLE_MAX = 40;
export const HOME_DESC_MAX = 100;

/** One item of a position as the console shows it. */
export interface THomeSlotItem {
  id: number;
  title: string;
  desc: string;
  /** The item's own picture ('' → the product's). */
  imageUrl: string;
  productId: number | null;
  /** The product's title and picture, null without a product or when it is gone. */
  productTitle: string | null;
  productImage: string | null;
  /** Whether the product is on sale (an off-sale product's item is left out of the home); true without a product. */
  isShown: boolean;
  link: string;
}

/** A position of the home with its items in order. */
export interface THomeSlot {
  position: THomePosition;
  /** The spec's position number (`queryPortal`). */
  code: number;
  /** How many items the home shows. */
  rownum: number;
  name: string;
  hint: string;
  items: THomeSlotItem[];
}

/** Whether a link is a site path or an http(s) address (never `javascript:` and the like). */
export function isHomeLink(link: string): boolean {
  if (link === '') return true;
  if (/^\/(?![/\\])[^\s\\]*$/.test(link)) return true;
  return /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(link);
}
