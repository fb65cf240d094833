/** The product list filtered by a system category (spec §3 category list). */
export function categoryHref(id: number): string {
  return `/product?sysCategoryId=${id}`;
}

export function shopHref(agentId: number): string {
  return `/shop?agentId=${agentId}`;
}

/** A portal slot's in-site link; a blank one falls back to the linked product or the product list. */
export function portalHref(item: { link: string; productId: number | null }): string {
  const link = item.link.trim();
  if (link) return link;
  return item.productId ? `/product/detail?id=${item.productId}` : '/product';
}
