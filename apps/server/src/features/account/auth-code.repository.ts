import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function insertAuthCode(
  db: Kysely<DB>,
  row: { code_hash: string; user_id: number; created_at: number; expires_at: number },
): Promise<void> {
  await db.insertInto('auth_codes').values(row).execute();
}

/**
 * Uses a live code up and answers its user, or undefined when it is unknown, used or expired. One
 * guarded write: of two exchanges racing for one code, exactly one gets the row.
 */
export async function useAuthCode(db: Kysely<DB>, codeHash: string, now: number): Promise<number | undefined> {
  const row = await db
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row ? Number(row.user_id) : undefined;
}

/** Housekeeping: codes expired before `before` (used or not) are of no use to anybody. */
export async function deleteExpiredAuthCodes(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom('auth_codes').where('expires_at', '<', before).execute();
}
