import type { Kysely, Selectable } from 'kysely';
import { hasTermIn } from '../../db/like-term.js';
import { pageWithTotal } from '../../db/paged.js';
import type { DB } from '../../db/schema.js';
import type { UsersTable } from './account.table.js';

export type TUserRow = Selectable<UsersTable>;

export async function findUserById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByUsername(db: Kysely<DB>, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findUserByPhone(db: Kysely<DB>, phone: string) {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export async function existsUser(db: Kysely<DB>, field: 'username' | 'phone', value: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(field, '=', value).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  db: Kysely<DB>,
  row: { username: string; password_hash: string; phone: string; nickname: string; now: number },
): Promise<number> {
  const { now, ...rest } = row;
  const inserted = await db
    .insertInto('users')
    .values({ ...rest, icon: '', province: '', city: '', area: '', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertConsent(
  db: Kysely<DB>,
  row: { user_id: number; kind: string; version: string; agreed_at: number },
): Promise<void> {
  await db.insertInto('user_consents').values(row).execute();
}

/** A buyer's consents in the order given. */
export async function listConsents(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('user_consents')
    .select(['kind', 'version', 'agreed_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function updateUserProfile(
  db: Kysely<DB>,
  id: number,
  patch: Partial<Pick<TUserRow, 'nickname' | 'icon' | 'province' | 'city' | 'area'>>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: Date.now() })
    .where('id', '=', id)
    .execute();
}

export async function updateUserPasswordHash(db: Kysely<DB>, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: Date.now() })
    .where('id', '=', id)
    .execute();
}

export async function findSellerByUsername(db: Kysely<DB>, username: string) {
  return db.selectFrom('sellers').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findSellerById(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('sellers')
    .select(['id', 'username', 'name', 'phone', 'created_at', 'suspended_at', 'suspend_reason', 'must_change_password'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function usersByIds(db: Kysely<DB>, ids: number[]) {
  return db.selectFrom('users').select(['id', 'username', 'nickname']).where('id', 'in', ids).execute();
}

/** Buyers' names and when they joined (a shop's view in a conversation). */
export function userProfilesByIds(db: Kysely<DB>, ids: number[]) {
  return db.selectFrom('users').select(['id', 'username', 'nickname', 'created_at']).where('id', 'in', ids).execute();
}

export async function findSellerCredentials(db: Kysely<DB>, id: number) {
  return db.selectFrom('sellers').select(['id', 'password_hash']).where('id', '=', id).executeTakeFirst();
}

export async function updateSellerPassword(db: Kysely<DB>, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('sellers')
    .set({ password_hash: passwordHash, must_change_password: 0 })
    .where('id', '=', id)
    .execute();
}

/** Whether the seller still holds the one-time password of its approval. */
export async function sellerMustChangePassword(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('sellers').select('must_change_password').where('id', '=', id).executeTakeFirst();
  return Number(row?.must_change_password ?? 0) === 1;
}

export async function existsSellerUsername(db: Kysely<DB>, username: string): Promise<boolean> {
  const row = await db.selectFrom('sellers').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

export async function insertSeller(
  db: Kysely<DB>,
  row: {
    username: string;
    password_hash: string;
    name: string;
    phone: string;
    must_change_password: number;
    now: number;
  },
): Promise<number> {
  const { now, ...rest } = row;
  const inserted = await db
    .insertInto('sellers')
    .values({ ...rest, created_at: now, suspended_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/**
 * Suspends (a reason and a time) or resumes (null) a seller with one guarded write: only a trading
 * seller is suspended and only a suspended one resumed, so two operators racing move it once.
 */
export async function setSellerSuspension(
  db: Kysely<DB>,
  id: number,
  suspension: { reason: string; at: number } | null,
): Promise<boolean> {
  const result = await db
    .updateTable('sellers')
    .set(
      suspension
        ? { suspended_at: suspension.at, suspend_reason: suspension.reason }
        : { suspended_at: null, suspend_reason: '' },
    )
    .where('id', '=', id)
    .where('suspended_at', suspension ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------- account deletion (DESIGN.md §6)

/** Starts a cooling-off; false when one is already running or the account is gone. */
export async function markDeletionRequested(
  db: Kysely<DB>,
  id: number,
  at: { requestedAt: number; dueAt: number },
): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ deletion_requested_at: at.requestedAt, deletion_due_at: at.dueAt })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('deletion_due_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Ends a cooling-off (the owner logged in); false when none was running. */
export async function clearDeletionRequest(db: Kysely<DB>, id: number): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ deletion_requested_at: null, deletion_due_at: null })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('deletion_due_at', 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Accounts whose cooling-off has ended, oldest first. */
export async function dueDeletionIds(db: Kysely<DB>, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('deletion_due_at', '<=', now)
    .where('deleted_at', 'is', null)
    .orderBy('deletion_due_at')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Anonymises an account whose cooling-off has ended, as one guarded write: of instances racing, one
 * claims it (true). Name and phone become placeholders no one can sign in with or type (the phone
 * may register again), the password can never match, the profile is blanked.
 */
export async function anonymiseUser(
  db: Kysely<DB>,
  id: number,
  now: number,
  values: { username: string; phone: string; nickname: string; passwordHash: string },
): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({
      username: values.username,
      phone: values.phone,
      nickname: values.nickname,
      password_hash: values.passwordHash,
      icon: '',
      province: '',
      city: '',
      area: '',
      deleted_at: now,
      deletion_due_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('deletion_due_at', '<=', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

// ---------------------------------------------------------------- the console's buyers (DESIGN-OPERATE §A `user`)

/** Buyers newest first whose username, phone or nickname holds every term, and the count of all matches. */
export function usersForAdmin(db: Kysely<DB>, terms: string[], offset: number, limit: number) {
  const filtered = () => {
    let q = db.selectFrom('users');
    for (const term of terms) q = q.where(hasTermIn(['username', 'phone', 'nickname'], term));
    return q;
  };
  return pageWithTotal(
    filtered()
      .select(['id', 'username', 'nickname', 'phone', 'created_at', 'disabled_at', 'disabled_reason', 'deleted_at'])
      .orderBy('id', 'desc'),
    filtered().select((eb) => eb.fn.countAll<number>().as('n')),
    offset,
    limit,
  );
}

/** Disables an enabled buyer, or (`disable` null) enables a disabled one, in one guarded write. */
export async function setUserDisabled(
  db: Kysely<DB>,
  id: number,
  disable: { reason: string; at: number } | null,
): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set(
      disable
        ? { disabled_at: disable.at, disabled_reason: disable.reason }
        : { disabled_at: null, disabled_reason: '' },
    )
    .where('id', '=', id)
    .where('disabled_at', disable ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Whether a buyer is disabled now (and why): read after a session is made, to close the race with a disable. */
export function disabledState(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').select(['disabled_at', 'disabled_reason']).where('id', '=', id).executeTakeFirst();
}
