import type { TCategory } from '@mall/contract';

/** The chain from the top-level category down to `id` (empty when `id` is not in the tree). */
export function findCategoryPath(tree: readonly TCategory[] | undefined, id: number | undefined): TCategory[] {
  if (!tree || id === undefined) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findCategoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Categories in their display order (by `sort`, then id), children sorted likewise. */
export function sortCategories(tree: readonly TCategory[] | undefined): TCategory[] {
  return [...(tree ?? [])]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((c) => (c.children?.length ? { ...c, children: sortCategories(c.children) } : c));
}
