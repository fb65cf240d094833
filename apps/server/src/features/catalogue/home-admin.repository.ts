import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { ON_SALE } from './catalogue.repository.js';
import type { PortalItemsTable } from './catalogue.table.js';

/** Every item of every portal position in order, with its product's title, picture and whether it is on sale. */
export function allPortalItems(db: Kysely<DB>) {
  return db
    .selectFrom('portal_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select([
      'i.id',
      'i.position',
      'i.title',
      'i.description',
      'i.image_url',
      'i.product_id',
      'i.link',
      'p.title as product_title',
      'p.image as product_image',
      'p.status as product_status',
    ])
    .orderBy('i.position')
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
}

export function positionItems(db: Kysely<DB>, position: number) {
  return db
    .selectFrom('portal_items')
    .select(['id', 'title', 'description', 'image_url', 'product_id', 'link', 'sort'])
    .where('position', '=', position)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Which of these products exist and are on sale. */
export async function onSaleProductIds(db: Kysely<DB>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', ON_SALE)
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

/** Replaces one position's items (in the caller's transaction). */
export async function replacePositionItems(
  db: Kysely<DB>,
  position: number,
  rows: Omit<Insertable<PortalItemsTable>, 'position'>[],
): Promise<void> {
  await db.deleteFrom('portal_items').where('position', '=', position).execute();
  if (rows.length > 0)
    await db
      .insertInto('portal_items')
      .values(rows.map((r) => ({ ...r, position })))
      .execute();
}
