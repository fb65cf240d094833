import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { FilesTable } from './upload.table.js';

export async function insertFile(db: Kysely<DB>, row: Insertable<FilesTable>): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

export async function findOwnedFile(db: Kysely<DB>, path: string, ownerType: string, ownerId: number, kind: string) {
  return db
    .selectFrom('files')
    .select(['id', 'size'])
    .where('path', '=', path)
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Which of these paths are images the owner uploaded. */
export async function ownedImagePaths(
  db: Kysely<DB>,
  paths: readonly string[],
  ownerType: string,
  ownerId: number,
): Promise<string[]> {
  if (paths.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .select('path')
    .where('path', 'in', [...paths])
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'image')
    .execute();
  return rows.map((r) => r.path);
}

/** How many of these paths are images the owner uploaded. */
export async function countOwnedImages(
  db: Kysely<DB>,
  paths: string[],
  ownerType: string,
  ownerId: number,
): Promise<number> {
  if (paths.length === 0) return 0;
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('path', 'in', paths)
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'image')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
