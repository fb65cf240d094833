import type { TNavResource } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { Paged } from '../../plugins/calls.js';
import * as repo from './navigation.repository.js';

/** `selectResourceByPage`: one page of the navigation menu and the count of all its items. */
export async function navigationPage(db: Kysely<DB>, page: number, limit: number): Promise<Paged<TNavResource[]>> {
  const { rows, total } = await repo.resourcesPage(db, (page - 1) * limit, limit);
  return new Paged<TNavResource[]>(rows, total);
}
