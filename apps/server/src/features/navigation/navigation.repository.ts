import type { Kysely } from 'kysely';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';

/** One page of the navigation menu, in menu order, and the count of all its items. */
export function resourcesPage(db: Kysely<DB>, offset: number, limit: number) {
  return pageWithTotal(
    db.selectFrom('nav_resources').select(['id', 'name', 'url', 'icon', 'sort']).orderBy('sort').orderBy('id'),
    db.selectFrom('nav_resources').select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}
