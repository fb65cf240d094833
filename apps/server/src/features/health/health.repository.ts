import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The cheapest round trip to the database: resolves when it answers. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
