import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export async function insertSmsCode(
  db: Kysely<DB>,
  row: { phone: string; scene: string; code_hash: string; created_at: number; expires_at: number },
): Promise<void> {
  await db
    .insertInto('sms_codes')
    .values({ ...row, attempts: 0 })
    .execute();
}

/** The newest code of a phone and scene that is neither used nor expired. */
export async function findLatestLiveCode(db: Kysely<DB>, phone: string, scene: string, now: number) {
  return db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('scene', '=', scene)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a try; answers false when the code had no tries left (so racing guesses cannot exceed the limit). */
export async function countAttempt(db: Kysely<DB>, id: number, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a code used; answers false when another request used it first. */
export async function consumeCode(db: Kysely<DB>, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
