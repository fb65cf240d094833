import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import * as repo from './health.repository.js';

/** Resolves when the database answers a trivial query (the health check's database probe). */
export function checkDatabase(db: Kysely<DB>): Promise<void> {
  return repo.pingDatabase(db);
}
