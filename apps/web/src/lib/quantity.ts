/** What a quantity box did to a typed amount, and why (shown beside the box, never a silent change). */
export interface TQuantityFix {
  value: number;
  /** Why the amount was changed, in the buyer's words; null when it was taken as typed. */
  reason: string | null;
}

/**
 * Keeps a typed amount within 1 … `stock` (and `lineMax`, the most one line may hold, and
 * `purchaseLimit`, the product's 限购 per buyer): a fraction becomes the whole number below it, too
 * little becomes 1, too much the lowest ceiling. Each change says why: 「至少购买1件」, 「库存仅剩398件」,
 * 「每人限购5件」, 「数量须为整数」, 「每件商品最多购买9999件」.
 */
export function fixQuantity(
  typed: number,
  stock: number,
  lineMax = Number.POSITIVE_INFINITY,
  purchaseLimit = Number.POSITIVE_INFINITY,
): TQuantityFix {
  const inStock = Math.max(0, Math.floor(stock));
  const top = Math.max(1, Math.min(inStock, lineMax, purchaseLimit));
  if (!Number.isFinite(typed)) return { value: 1, reason: '请输入购买数量' };
  const whole = Math.floor(typed);
  if (whole < 1) return { value: 1, reason: '至少购买1件' };
  if (whole > top) {
    const reason =
      top === purchaseLimit && purchaseLimit < inStock
        ? `每人限购${top}件`
        : top < lineMax
          ? `库存仅剩${inStock}件`
          : `每件商品最多购买${top}件`;
    return { value: top, reason };
  }
  if (whole !== typed) return { value: whole, reason: `数量须为整数，已改为${whole}件` };
  return { value: whole, reason: null };
}
