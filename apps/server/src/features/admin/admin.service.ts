import { randomInt } from 'node:crypto';
import type { TAdminAccount, TAdminProfile, TAdminRole, TAdminSession } from '@mall/contract';
import { COMMON_PASSWORD_MSG, isCommonPassword } from '@mall/contract/common-passwords';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/create-db.js';
import type { DB } from '../../db/schema.js';
import { appError, badField, notLoggedIn } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit-log.js';
import { takeSlot } from '../../lib/counter-store.js';
import { newToken, sha256 } from '../../lib/password.js';
import type { TDeps } from '../../plugins/deps.js';
import { ACCOUNT_LIMITS, checkCredentials } from '../account/account.service.js';
import * as repo from './admin.repository.js';

/** An admin's session lasts a working day: a console left open overnight signs in again. */
const ADMIN_SESSION_HOURS = 12;

/** The calls an admin still holding a one-time password may make (DESIGN.md §A). */
export const BEFORE_PASSWORD_CHANGE = new Set([
  '/admin/api/authorization/profile.json',
  '/admin/api/authorization/changePassword.json',
  '/admin/api/authorization/logout.json',
]);

/** The signed-in admin as the call layer sees it. */
export interface TAdminSubject {
  id: number;
  username: string;
  role: TAdminRole;
  mustChangePassword: boolean;
}

const ONE_TIME_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A one-time password: 12 characters of letters and digits (both kinds always), no look-alikes (0/O, 1/l). */
export function oneTimePassword(): string {
  for (;;) {
    const text = Array.from({ length: 12 }, () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)]).join('');
    if (/\d/.test(text) && /[A-Za-z]/.test(text)) return text;
  }
}

function toProfile(row: repo.TAdminRow): TAdminProfile {
  return {
    id: Number(row.id),
    username: row.username,
    role: row.role,
    mustChangePassword: Number(row.must_change_password) === 1,
  };
}

function toAccount(row: repo.TAdminRow): TAdminAccount {
  return {
    ...toProfile(row),
    disabled: row.disabled_at !== null,
    createdAt: Number(row.created_at),
    lastLoginAt: row.last_login_at === null ? null : Number(row.last_login_at),
  };
}

/** The admin behind a token, or null (missing, unknown, expired, revoked, or the admin disabled). */
export async function resolveAdmin(db: Kysely<DB>, token: string | undefined): Promise<TAdminSubject | null> {
  if (!token || token.length > 200) return null;
  const row = await repo.findLiveAdminSession(db, sha256(token), Date.now());
  return row ? toProfile(row) : null;
}

export async function loginAdmin(
  deps: TDeps,
  input: { username: string; password: string },
  ip: string,
): Promise<TAdminSession> {
  // The buyers' throttles (wrong passwords per account and address, per address), counted apart.
  const admin = await checkCredentials(deps, 'admin', input.username, input.password, ip, async () => {
    const row = await repo.findAdminByUsername(deps.db, input.username);
    return row ? { ...row, id: Number(row.id) } : undefined;
  });
  if (admin.disabled_at !== null) throw appError('ADMIN_DISABLED');
  const token = await openAdminSession(deps.db, admin.id);
  await repo.updateAdmin(deps.db, admin.id, { last_login_at: Date.now() });
  return { token, mustChangePassword: Number(admin.must_change_password) === 1 };
}

/** Issues an admin token (≥128 random bits); only its digest is stored. */
export async function openAdminSession(db: Kysely<DB>, adminId: number, now = Date.now()): Promise<string> {
  const token = newToken();
  await repo.insertAdminSession(db, {
    token_hash: sha256(token),
    admin_id: adminId,
    created_at: now,
    expires_at: now + ADMIN_SESSION_HOURS * 3600_000,
  });
  return token;
}

export async function logoutAdmin(db: Kysely<DB>, token: string | undefined): Promise<void> {
  if (token) await repo.revokeAdminSession(db, sha256(token), Date.now());
}

export async function adminProfile(db: Kysely<DB>, adminId: number): Promise<TAdminProfile> {
  const row = await repo.findAdmin(db, adminId);
  if (!row) throw notLoggedIn();
  return toProfile(row);
}

/** A password any account may take: the contract's rules, then the common-password list. */
function refuseWeakPassword(field: string, password: string): void {
  if (isCommonPassword(password)) throw badField(field, COMMON_PASSWORD_MSG);
}

/**
 * Replaces the signed-in admin's password (the one-time one included): the old one checked under the
 * password-change throttle; every other session of this admin ends, this one stays.
 */
export async function changeAdminPassword(
  deps: TDeps,
  admin: { id: number; username: string; ip: string },
  token: string | undefined,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  refuseWeakPassword('newPassword', input.newPassword);
  const adminId = admin.id;
  const row = await repo.findAdmin(deps.db, adminId);
  if (!row) throw notLoggedIn();
  const { max, windowMs } = ACCOUNT_LIMITS.passwordChangesPerUser;
  const key = `password-change:admin:${adminId}`;
  await takeSlot(deps.counters, key, max, windowMs, 'ACCOUNT_TRIES_THROTTLED');
  if (!(await deps.passwords.verify(input.oldPassword, row.password_hash))) throw appError('WRONG_OLD_PASSWORD');
  await deps.counters.reset(key);
  if (input.oldPassword === input.newPassword) throw appError('ADMIN_PASSWORD_UNCHANGED');
  const passwordHash = await deps.passwords.hash(input.newPassword, deps.config.SCRYPT_LOG_N);
  const now = Date.now();
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateAdmin(trx, adminId, { password_hash: passwordHash, must_change_password: 0, updated_at: now });
    await repo.revokeAdminSessions(trx, adminId, now, token ? sha256(token) : undefined);
    // The log says that the password changed, never what it is.
    await writeAudit(trx, { adminId, adminName: admin.username, ip: admin.ip }, 'authorization.changePassword', [
      { targetType: 'admin', targetId: adminId, after: { passwordChanged: true } },
    ]);
  });
}

/**
 * Creates an admin (the command line, the owner's console, the demo). With no password given, a
 * one-time one is made and answered, and the admin must change it at first login.
 */
export async function createAdmin(
  deps: Pick<TDeps, 'passwords' | 'config'>,
  db: Kysely<DB>,
  input: { username: string; role: TAdminRole; password?: string; mustChangePassword?: boolean },
): Promise<{ id: number; password: string }> {
  const password = input.password ?? oneTimePassword();
  const now = Date.now();
  try {
    const id = await repo.insertAdmin(db, {
      username: input.username,
      password_hash: await deps.passwords.hash(password, deps.config.SCRYPT_LOG_N),
      role: input.role,
      must_change_password: (input.mustChangePassword ?? input.password === undefined) ? 1 : 0,
      disabled_at: null,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    });
    return { id, password };
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('ADMIN_USERNAME_TAKEN');
    throw err;
  }
}

export async function usernameTaken(db: Kysely<DB>, username: string): Promise<boolean> {
  return (await repo.findAdminByUsername(db, username)) !== undefined;
}

export async function listAdminAccounts(db: Kysely<DB>): Promise<TAdminAccount[]> {
  return (await repo.listAdmins(db)).map(toAccount);
}

async function adminOr404(db: Kysely<DB>, id: number): Promise<repo.TAdminRow> {
  const row = await repo.findAdmin(db, id);
  if (!row) throw appError('ADMIN_NOT_FOUND');
  return row;
}

/** A fresh one-time password for another admin; their sessions end. Answers the account before and after. */
export async function resetAdminPassword(
  deps: TDeps,
  db: Kysely<DB>,
  actorId: number,
  id: number,
): Promise<{ password: string; before: TAdminAccount; after: TAdminAccount }> {
  // A reset of oneself would end this very session behind a one-time password nobody else holds.
  if (id === actorId) throw appError('ADMIN_RESET_SELF');
  const row = await adminOr404(db, id);
  const password = oneTimePassword();
  const now = Date.now();
  await repo.updateAdmin(db, id, {
    password_hash: await deps.passwords.hash(password, deps.config.SCRYPT_LOG_N),
    must_change_password: 1,
    updated_at: now,
  });
  await repo.revokeAdminSessions(db, id, now);
  return { password, before: toAccount(row), after: toAccount((await repo.findAdmin(db, id)) ?? row) };
}

/** Disables (sessions end, login refused) or enables another admin. Answers the account before and after. */
export async function setAdminDisabled(
  db: Kysely<DB>,
  actorId: number,
  id: number,
  disabled: boolean,
): Promise<{ before: TAdminAccount; after: TAdminAccount }> {
  if (id === actorId) throw appError('ADMIN_SELF');
  const row = await adminOr404(db, id);
  const now = Date.now();
  await repo.updateAdmin(db, id, { disabled_at: disabled ? (row.disabled_at ?? now) : null, updated_at: now });
  if (disabled) await repo.revokeAdminSessions(db, id, now);
  return { before: toAccount(row), after: toAccount((await repo.findAdmin(db, id)) ?? row) };
}

export function purgeExpiredAdminSessions(db: Kysely<DB>, before: number): Promise<void> {
  return repo.deleteExpiredAdminSessions(db, before);
}
