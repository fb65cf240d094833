import { CATEGORY_MAX_DEPTH, type TAdminCategory } from '@mall/contract';
import type { Kysely } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/create-db.js';
import { inTransaction } from '../../db/locks.js';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { descendantIds } from './catalogue.service.js';
import * as repo from './category-admin.repository.js';

/*
 * The console's system category tree (DESIGN-OPERATE §A row `category`). Every write runs in the
 * caller's transaction (the audited call's), takes the tree's lock first and answers the category
 * before and after for the audit log. The storefront reads the same rows (`showSon`,
 * `queryChildren`); the routes empty the response cache once the write has committed.
 */

type TLink = { id: number; parent_id: number; name: string; icon: string; sort: number };

/** What the audit log keeps of a category. */
export interface TCategorySnapshot {
  id: number;
  parentId: number;
  name: string;
  icon: string;
  sort: number;
}

function snapshot(row: TLink): TCategorySnapshot {
  return { id: row.id, parentId: row.parent_id, name: row.name, icon: row.icon, sort: row.sort };
}

/** The whole tree, each level by sort then id, with direct and subtree product counts. */
export async function categoryTree(db: Kysely<DB>): Promise<TAdminCategory[]> {
  const rows = await repo.categoriesWithCounts(db);
  const byParent = new Map<number, typeof rows>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const grow = (parentId: number, seen: Set<number>): TAdminCategory[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => {
        const children = grow(row.id, new Set([...seen, row.id]));
        const productCount = Number(row.product_count ?? 0);
        return {
          id: row.id,
          parentId: row.parent_id,
          name: row.name,
          icon: row.icon,
          sort: row.sort,
          productCount,
          productTotal: productCount + children.reduce((n, c) => n + c.productTotal, 0),
          children,
        };
      });
  return grow(0, new Set([0]));
}

/** The level of a category: 1 at the top; 0 for the root (parent 0). */
export function depthOf(rows: readonly TLink[], id: number): number {
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  let depth = 0;
  for (let at = id; at !== 0 && depth <= rows.length; at = parentOf.get(at) ?? 0) depth++;
  return depth;
}

/** Levels from a category down to its deepest leaf, itself included (a leaf: 1). */
export function heightOf(rows: readonly TLink[], id: number, seen = new Set<number>()): number {
  seen.add(id);
  const kids = rows.filter((r) => r.parent_id === id && !seen.has(r.id));
  return 1 + Math.max(0, ...kids.map((k) => heightOf(rows, k.id, seen)));
}

async function lockedTree(db: Kysely<DB>): Promise<TLink[]> {
  await repo.lockCategoryTree(db);
  return repo.categoryLinks(db);
}

function mustFind(rows: readonly TLink[], id: number): TLink {
  const row = rows.find((r) => r.id === id);
  if (!row) throw appError('CATEGORY_NOT_FOUND');
  return row;
}

/** A parent that must exist (0, the top level, always does). */
function ensureParent(rows: readonly TLink[], parentId: number): void {
  if (parentId !== 0 && !rows.some((r) => r.id === parentId)) throw appError('CATEGORY_NOT_FOUND');
}

function ensureNameFree(rows: readonly TLink[], parentId: number, name: string, exceptId = 0): void {
  if (rows.some((r) => r.parent_id === parentId && r.name === name && r.id !== exceptId)) {
    throw appError('CATEGORY_NAME_TAKEN');
  }
}

/** A unique index lost to a racing write answers as the check would have. */
async function nameGuarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('CATEGORY_NAME_TAKEN');
    throw err;
  }
}

export async function addCategory(
  db: Kysely<DB>,
  input: { parentId?: number | undefined; name: string; icon?: string | undefined; sort: number },
): Promise<TCategorySnapshot> {
  return inTransaction(db, async (trx) => {
    const rows = await lockedTree(trx);
    const parentId = input.parentId ?? 0;
    ensureParent(rows, parentId);
    if (depthOf(rows, parentId) + 1 > CATEGORY_MAX_DEPTH)
      throw appError('CATEGORY_TOO_DEEP', { max: CATEGORY_MAX_DEPTH });
    ensureNameFree(rows, parentId, input.name);
    const row = { parent_id: parentId, name: input.name, icon: input.icon ?? '', sort: input.sort };
    const id = await nameGuarded(() => repo.insertCategory(trx, row));
    return snapshot({ id, ...row });
  });
}

export async function updateCategory(
  db: Kysely<DB>,
  input: { id: number; name?: string | undefined; icon?: string | undefined; sort?: number | undefined },
): Promise<{ before: TCategorySnapshot; after: TCategorySnapshot }> {
  return inTransaction(db, async (trx) => {
    const rows = await lockedTree(trx);
    const row = mustFind(rows, input.id);
    if (input.name !== undefined) ensureNameFree(rows, row.parent_id, input.name, row.id);
    const set = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.icon !== undefined ? { icon: input.icon } : {}),
      ...(input.sort !== undefined ? { sort: input.sort } : {}),
    };
    if (Object.keys(set).length > 0) await nameGuarded(() => repo.updateCategory(trx, row.id, set));
    return { before: snapshot(row), after: snapshot({ ...row, ...set }) };
  });
}

/**
 * Moves a category (and its subtree) under `parentId` at position `sort` among the new siblings,
 * numbering them 0, 1, 2 … again. Refused: under itself or a descendant (409), a tree deeper than
 * the storefront draws (409), a sibling of the same name (531).
 */
export async function moveCategory(
  db: Kysely<DB>,
  input: { id: number; parentId: number; sort: number },
): Promise<{ before: TCategorySnapshot; after: TCategorySnapshot }> {
  return inTransaction(db, async (trx) => {
    const rows = await lockedTree(trx);
    const row = mustFind(rows, input.id);
    ensureParent(rows, input.parentId);
    if (descendantIds(rows, row.id).includes(input.parentId)) throw appError('CATEGORY_MOVE_CYCLE');
    if (depthOf(rows, input.parentId) + heightOf(rows, row.id) > CATEGORY_MAX_DEPTH) {
      throw appError('CATEGORY_TOO_DEEP', { max: CATEGORY_MAX_DEPTH });
    }
    if (input.parentId !== row.parent_id) ensureNameFree(rows, input.parentId, row.name, row.id);
    const siblings = (await repo.childrenOf(trx, input.parentId)).filter((s) => s.id !== row.id);
    const at = Math.min(input.sort, siblings.length);
    const ordered = [...siblings.slice(0, at), { id: row.id, sort: -1 }, ...siblings.slice(at)];
    let after = snapshot(row);
    for (const [index, sibling] of ordered.entries()) {
      if (sibling.id === row.id) {
        await nameGuarded(() => repo.updateCategory(trx, row.id, { parent_id: input.parentId, sort: index }));
        after = { ...after, parentId: input.parentId, sort: index };
      } else if (sibling.sort !== index) {
        await repo.updateCategory(trx, sibling.id, { sort: index });
      }
    }
    return { before: snapshot(row), after };
  });
}

/**
 * Removes a category that has no children and no products (any state) filed under it; one that a
 * coupon's scope or a procurement demand names is refused by their foreign keys (409).
 */
export async function removeCategory(db: Kysely<DB>, id: number): Promise<TCategorySnapshot> {
  return inTransaction(db, async (trx) => {
    const rows = await lockedTree(trx);
    const row = mustFind(rows, id);
    const children = rows.filter((r) => r.parent_id === id).length;
    if (children > 0) throw appError('CATEGORY_HAS_CHILDREN', { name: row.name, count: children });
    const products = await repo.countProductsIn(trx, id);
    if (products > 0) throw appError('CATEGORY_HAS_PRODUCTS', { name: row.name, count: products });
    try {
      await repo.deleteCategory(trx, id);
    } catch (err) {
      if (isForeignKeyViolation(err)) throw appError('CATEGORY_IN_USE', { name: row.name });
      throw err;
    }
    return snapshot(row);
  });
}
