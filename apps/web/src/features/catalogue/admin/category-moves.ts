import type { TAdminCategory } from '@mall/contract';
import { CATEGORY_MAX_DEPTH } from '@mall/contract/wire';

/** Where a category goes: under `parentId` (0: the top level) at position `sort` among its new siblings. */
export interface TCategoryPlace {
  parentId: number;
  sort: number;
}

/** A category with its parent's children (its siblings, itself included) and its level (1 at the top). */
export interface TCategoryAt {
  node: TAdminCategory;
  siblings: TAdminCategory[];
  depth: number;
}

/** Finds a category in the tree. */
export function findCategory(tree: TAdminCategory[], id: number, depth = 1): TCategoryAt | undefined {
  for (const node of tree) {
    if (node.id === id) return { node, siblings: tree, depth };
    const below = findCategory(node.children, id, depth + 1);
    if (below) return below;
  }
  return undefined;
}

/** Levels from a category down to its deepest leaf, itself included (a leaf: 1). */
export function heightOf(node: TAdminCategory): number {
  return 1 + Math.max(0, ...node.children.map(heightOf));
}

/** 上移 (-1) / 下移 (+1) among its siblings, or null at the end it cannot pass. */
export function shiftPlace(tree: TAdminCategory[], id: number, step: -1 | 1): TCategoryPlace | null {
  const at = findCategory(tree, id);
  if (!at) return null;
  const index = at.siblings.findIndex((s) => s.id === id);
  const to = index + step;
  if (to < 0 || to >= at.siblings.length) return null;
  return { parentId: at.node.parentId, sort: to };
}

/**
 * Where a drag ends (antd Tree's onDrop): into `targetId` as its first child (`isIntoNode`), or in
 * the gap before (`side` -1) or after (1) it. Positions count the new siblings without the dragged
 * category, as the server's `move` does. Null when the drop would make a cycle or a tree deeper
 * than CATEGORY_MAX_DEPTH (the page says why without asking the server).
 */
export function dropPlace(
  tree: TAdminCategory[],
  dragId: number,
  targetId: number,
  isIntoNode: boolean,
  side: -1 | 1,
): TCategoryPlace | { refused: string } {
  const drag = findCategory(tree, dragId);
  const target = findCategory(tree, targetId);
  if (!drag || !target) return { refused: '分类已变化，请刷新后重试' };
  const parentId = isIntoNode ? targetId : target.node.parentId;
  if (parentId !== 0 && (parentId === dragId || findCategory(drag.node.children, parentId))) {
    return { refused: '不能把分类移动到它自己或它的下级分类之下' };
  }
  const parentDepth = isIntoNode ? target.depth : target.depth - 1;
  if (parentDepth + heightOf(drag.node) > CATEGORY_MAX_DEPTH) {
    return { refused: `分类最多${CATEGORY_MAX_DEPTH}级，不能放在这里` };
  }
  if (isIntoNode) return { parentId, sort: 0 };
  const others = target.siblings.filter((s) => s.id !== dragId);
  const index = others.findIndex((s) => s.id === targetId);
  return { parentId, sort: side === -1 ? index : index + 1 };
}
