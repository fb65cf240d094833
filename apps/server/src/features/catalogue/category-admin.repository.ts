import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

// ---------------------------------------------------------------- the console's category tree (DESIGN-OPERATE §A)

/** Every system category with the count of products filed directly under it (any state). */
export function categoriesWithCounts(db: Kysely<DB>) {
  return db
    .selectFrom('sys_categories as c')
    .select(['c.id', 'c.parent_id', 'c.name', 'c.icon', 'c.sort'])
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.sys_category_id', '=', 'c.id')
        .as('product_count'),
    )
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

/** Every category's id, parent and name (for the tree's checks). */
export function categoryLinks(db: Kysely<DB>) {
  return db.selectFrom('sys_categories').select(['id', 'parent_id', 'name', 'icon', 'sort']).execute();
}

/** One category as stored, or undefined. */
export function categoryById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('sys_categories')
    .select(['id', 'parent_id', 'name', 'icon', 'sort'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes the tree's lock for the rest of the transaction: a no-op write of every row, so two moves
 * (or a move and an add) never each check the tree the other is changing (a cycle made by two moves
 * that were each fine alone). The tree is small (tens of rows). SQLite transactions are serial anyway.
 */
export async function lockCategoryTree(db: Kysely<DB>): Promise<void> {
  await db.updateTable('sys_categories').set({ id: sql`id` }).execute();
}

/** Whether a sibling under `parentId` (other than `exceptId`) has this name. */
export async function siblingNamed(db: Kysely<DB>, parentId: number, name: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .selectFrom('sys_categories')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('name', '=', name)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCategory(
  db: Kysely<DB>,
  row: { parent_id: number; name: string; icon: string; sort: number },
): Promise<number> {
  const inserted = await db.insertInto('sys_categories').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateCategory(
  db: Kysely<DB>,
  id: number,
  set: { name?: string; icon?: string; sort?: number; parent_id?: number },
): Promise<void> {
  await db.updateTable('sys_categories').set(set).where('id', '=', id).execute();
}

/** The children of `parentId`, in the storefront's order (sort, then id). */
export function childrenOf(db: Kysely<DB>, parentId: number) {
  return db
    .selectFrom('sys_categories')
    .select(['id', 'sort'])
    .where('parent_id', '=', parentId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** How many products (any state) are filed directly under the category. */
export async function countProductsIn(db: Kysely<DB>, id: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sys_category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteCategory(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('sys_categories').where('id', '=', id).execute();
}
