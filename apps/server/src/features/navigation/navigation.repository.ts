import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function countResources(db: Kysely<DB>): Promise<number> {
  const counted = await db
    .selectFrom('nav_resources')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/** One page of the navigation menu, in menu order. */
export function resourcesPage(db: Kysely<DB>, offset: number, limit: number) {
  return db
    .selectFrom('nav_resources')
    .select(['id', 'name', 'url', 'icon', 'sort'])
    .orderBy('sort')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}
