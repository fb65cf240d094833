import type { TReturnType } from './return-status.js';

/**
 * After-sales rules the server enforces and the pages show (DESIGN.md §3, the shopping guide).
 * Zod-free, exported from '@mall/contract' only (not the wire entry).
 */

/** Days after receipt a buyer may apply (质量问题 签收后 15 天内). */
export const AFTER_SALES_DAYS = 15;
/** Days after receipt the no-reason return is open (七天无理由 签收后 7 天内). */
export const NO_REASON_DAYS = 7;
/** The reason that needs the goods received no more than NO_REASON_DAYS ago. */
export const NO_REASON_REASON = '七天无理由退货';
/** A request's description at most. */
export const RETURN_DESCRIPTION_MAX = 500;
/** Pictures one request may carry. */
export const RETURN_IMAGE_MAX = 6;

/** The reasons a buyer picks from, per return type; `addProductReturn` takes no other. */
export const RETURN_REASONS: Record<TReturnType, readonly string[]> = {
  1: ['未收到货', '商家未按约定时间发货', '不想要了/拍错了', '商品缺件/少件', '商品与描述不符', '其他'],
  2: [NO_REASON_REASON, '商品质量问题', '商品与描述不符', '收到商品破损', '发错货', '其他'],
  3: ['商品质量问题', '规格/型号不合适', '收到商品破损', '发错货', '其他'],
};
/** Days after the replacement is shipped that a 换货中 request completes without the buyer's confirmation. */
export const EXCHANGE_CONFIRM_DAYS = 10;
