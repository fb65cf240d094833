import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function insertFile(
  db: Kysely<DB>,
  row: { owner_type: string; owner_id: number; path: string; content_type: string; size: number; created_at: number },
): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

export async function findOwnedFile(db: Kysely<DB>, path: string, ownerType: string, ownerId: number) {
  return db
    .selectFrom('files')
    .select('id')
    .where('path', '=', path)
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}
