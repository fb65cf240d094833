import type { TCategory } from '@mall/contract';
import { normalizeText } from '@mall/contract/wire';

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

/**
 * The categories whose name has the keyword (case and full-width aside), in tree order, at most
 * `limit`: the list page offers them as chips that apply the category (the server ranks products of
 * these categories with the title hits, DESIGN.md §2).
 */
export function categoriesMatching(tree: readonly TCategory[] | undefined, keyword: string | undefined, limit = 4) {
  const norm = (text: string) => normalizeText(text).replace(/ /g, '');
  const wanted = keyword ? norm(keyword) : '';
  const found: TCategory[] = [];
  const visit = (nodes: readonly TCategory[]) => {
    for (const node of nodes) {
      if (wanted && norm(node.name).includes(wanted)) found.push(node);
      if (node.children) visit(node.children);
    }
  };
  visit(tree ?? []);
  return found.slice(0, limit);
}

/** Categories in their display order (by `sort`, then id), children sorted likewise. */
export function sortCategories(tree: readonly TCategory[] | undefined): TCategory[] {
  return [...(tree ?? [])]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((c) => (c.children?.length ? { ...c, children: sortCategories(c.children) } : c));
}

/** A category as a cascader option (antd's `value` / `label` / `children`). */
export interface TCategoryOption {
  value: number;
  label: string;
  children?: TCategoryOption[];
}

/** The tree as cascader options, in the order given (sort it first with `sortCategories`). */
export function categoryOptions(tree: readonly TCategory[]): TCategoryOption[] {
  return tree.map((c) => ({
    value: c.id,
    label: c.name,
    ...(c.children?.length ? { children: categoryOptions(c.children) } : {}),
  }));
}
