import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AdminsTable } from './admin.table.js';

export type TAdminRow = Selectable<AdminsTable>;

export function findAdminByUsername(db: Kysely<DB>, username: string): Promise<TAdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findAdmin(db: Kysely<DB>, id: number): Promise<TAdminRow | undefined> {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listAdmins(db: Kysely<DB>): Promise<TAdminRow[]> {
  return db.selectFrom('admins').selectAll().orderBy('id').execute();
}

export async function insertAdmin(db: Kysely<DB>, row: Insertable<AdminsTable>): Promise<number> {
  const inserted = await db.insertInto('admins').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateAdmin(
  db: Kysely<DB>,
  id: number,
  set: Partial<
    Pick<TAdminRow, 'password_hash' | 'must_change_password' | 'disabled_at' | 'last_login_at' | 'updated_at'>
  >,
): Promise<void> {
  await db.updateTable('admins').set(set).where('id', '=', id).execute();
}

export async function insertAdminSession(
  db: Kysely<DB>,
  row: { token_hash: string; admin_id: number; created_at: number; expires_at: number },
): Promise<void> {
  await db.insertInto('admin_sessions').values(row).execute();
}

/** The admin of a live session (not expired, not revoked, the admin not disabled). */
export function findLiveAdminSession(db: Kysely<DB>, tokenHash: string, now: number): Promise<TAdminRow | undefined> {
  return db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .selectAll('a')
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .where('s.revoked_at', 'is', null)
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeAdminSession(db: Kysely<DB>, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of an admin but `keepHash` (a password change keeps the session that made it). */
export async function revokeAdminSessions(
  db: Kysely<DB>,
  adminId: number,
  now: number,
  keepHash?: string,
): Promise<void> {
  let q = db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null);
  if (keepHash) q = q.where('token_hash', '<>', keepHash);
  await q.execute();
}

export async function deleteExpiredAdminSessions(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom('admin_sessions').where('expires_at', '<', before).execute();
}
