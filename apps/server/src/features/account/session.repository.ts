import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TSubjectType } from './account.table.js';

export async function insertSession(
  db: Kysely<DB>,
  row: { token_hash: string; subject_type: TSubjectType; subject_id: number; created_at: number; expires_at: number },
): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function findLiveSession(db: Kysely<DB>, tokenHash: string, now: number) {
  return db
    .selectFrom('sessions')
    .select(['subject_type', 'subject_id'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<DB>, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
}

export async function revokeSubjectSessions(
  db: Kysely<DB>,
  type: TSubjectType,
  id: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('subject_type', '=', type)
    .where('subject_id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Old rows go away so the tables stay small; an expired token or code is refused either way. */
export async function deleteExpired(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
  await db.deleteFrom('sms_codes').where('expires_at', '<', before).execute();
}
