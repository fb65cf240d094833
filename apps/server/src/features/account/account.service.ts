import {
  DELETED_USER_NAME,
  isRegionChain,
  memberTabPath,
  PHONE_RE,
  PRIVACY_POLICY_VERSION,
  type TUpdateUser,
  type TUserInfo,
  type TUserLookup,
} from '@mall/contract';
import { COMMON_PASSWORD_MSG, isCommonPassword } from '@mall/contract/common-passwords';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/create-db.js';
import type { DB } from '../../db/schema.js';
import { appError, badField, isAppError } from '../../lib/app-error.js';
import { takeSlot } from '../../lib/counter-store.js';
import { maskPhone, phoneTail } from '../../lib/mask.js';
import { hashPassword } from '../../lib/password.js';
import { exportRow } from '../../lib/personal-data.js';
import type { TDeps } from '../../plugins/deps.js';
import { writeMessage } from '../message/message.service.js';
import { isOwnedUpload } from '../upload/upload.service.js';
import * as repo from './account.repository.js';
import { createSession, revokeAllSessions, revokeToken } from './session.service.js';
import { checkSmsCode, useUpSmsCode } from './sms-code.service.js';

const MINUTE = 60_000;

/**
 * Throttles of the account calls (429 beyond them). Each takes its slot before the work it guards,
 * in counters shared by every instance.
 */
export const ACCOUNT_LIMITS = {
  /**
   * Wrong passwords per account from one address. Per address, so somebody else's guesses never lock
   * the owner out from another; per account (not per typed name), so username and phone share it.
   */
  loginPerAccountIp: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong passwords per address, whichever accounts they were for. */
  loginPerIp: { max: 20, windowMs: 15 * MINUTE },
  /**
   * Code checks (register, verify, reset) and account lookups per address: no enumeration, no code
   * guessing. The code checks' max is the setting CODE_CHECKS_PER_IP (default 30).
   */
  codeChecksPerIp: { max: 30, windowMs: 15 * MINUTE },
  lookupsPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Wrong original passwords per account (a stolen token must not guess the password). */
  passwordChangesPerUser: { max: 5, windowMs: 15 * MINUTE },
} as const;

function toUserInfo(row: repo.TUserRow): TUserInfo {
  return {
    userId: Number(row.id),
    username: row.username,
    nickname: row.nickname,
    phone: row.phone,
    icon: row.icon,
    province: row.province,
    city: row.city,
    area: row.area,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

// Unknown accounts still cost one hash check, so response time does not tell which usernames exist.
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(logN: number): Promise<string> {
  let hash = dummyHashes.get(logN);
  if (!hash) {
    hash = hashPassword('dummy-password-for-timing', logN);
    dummyHashes.set(logN, hash);
  }
  return hash;
}

/** Whose password a login checks: buyers, sellers and admins share the throttles' rules, never their counters. */
export type TLoginKind = 'user' | 'seller' | 'admin';

/** The counter of wrong passwords for one account (or one unknown name) from one address. */
function loginKey(kind: TLoginKind, account: { id: number } | undefined, typed: string, ip: string): string {
  const who = account ? `id:${account.id}` : `name:${typed.normalize('NFKC').toLowerCase()}`;
  return `login:${kind}:${who}:${ip}`;
}

/**
 * Verifies a password under the shared throttles. Each attempt takes a slot of its address and of
 * (account, address) before the password is checked, so a burst of parallel guesses gets no more
 * checks than allowed; a right password gives both back, so only wrong passwords count, and an
 * attempt refused by one throttle gives back the slot it took of the other.
 */
export async function checkCredentials<T extends { id: number; password_hash: string }>(
  deps: TDeps,
  kind: TLoginKind,
  username: string,
  password: string,
  ip: string,
  find: () => Promise<T | undefined>,
): Promise<T> {
  const { loginPerAccountIp, loginPerIp } = ACCOUNT_LIMITS;
  const { counters } = deps;
  const ipKey = `login:ip:${ip}`;
  await takeSlot(counters, ipKey, loginPerIp.max, loginPerIp.windowMs, 'LOGIN_IP_THROTTLED');
  let accountKey: string | null = null;
  try {
    const account = await find();
    accountKey = loginKey(kind, account ? { id: Number(account.id) } : undefined, username, ip);
    await takeSlot(counters, accountKey, loginPerAccountIp.max, loginPerAccountIp.windowMs, 'LOGIN_ACCOUNT_THROTTLED');
    const stored = account?.password_hash ?? (await dummyHash(deps.config.SCRYPT_LOG_N));
    const ok = await deps.passwords.verify(password, stored);
    if (!account || !ok) {
      accountKey = null;
      throw appError('BAD_CREDENTIALS');
    }
    await counters.reset(accountKey);
    accountKey = null;
    await counters.release(ipKey);
    return account;
  } catch (err) {
    // Not a wrong password (throttled, hashing pool full, a failing dependency): it does not count.
    if (!isAppError(err, 'BAD_CREDENTIALS')) {
      await Promise.all([counters.release(ipKey), accountKey ? counters.release(accountKey) : null]).catch(() => {});
    }
    throw err;
  }
}

/** The contract's rules let it through; the common-password list is the last check (407 naming the field). */
function refuseCommonPassword(field: string, password: string): void {
  if (isCommonPassword(password)) throw badField(field, COMMON_PASSWORD_MSG);
}

/** One slot of an address's budget for a kind of account call. */
export function takeIpSlot(deps: TDeps, kind: 'codeChecksPerIp' | 'lookupsPerIp', ip: string) {
  const { windowMs } = ACCOUNT_LIMITS[kind];
  // Code checks: `CODE_CHECKS_PER_IP` (the browser journeys register more buyers from one address).
  const max = kind === 'codeChecksPerIp' ? deps.config.CODE_CHECKS_PER_IP : ACCOUNT_LIMITS[kind].max;
  return takeSlot(deps.counters, `${kind}:${ip}`, max, windowMs, 'ACCOUNT_TRIES_THROTTLED');
}

export async function loginUser(deps: TDeps, input: { username: string; password: string }, ip: string) {
  const user = await checkCredentials(deps, 'user', input.username, input.password, ip, async () =>
    PHONE_RE.test(input.username)
      ? repo.findUserByPhone(deps.db, input.username)
      : repo.findUserByUsername(deps.db, input.username),
  );
  // Disabled by customer service: the right password learns why, and nothing else happens.
  if (user.disabled_at !== null) throw appError('USER_DISABLED', { reason: user.disabled_reason });
  // A login during the deletion's cooling-off is the owner changing their mind (DESIGN.md §6).
  if (user.deletion_due_at !== null) await cancelAccountDeletion(deps, Number(user.id));
  return createUserSession(deps, Number(user.id));
}

/**
 * A session for a buyer who may sign in. A disable that committed after the caller's check revoked
 * every token it saw, but not one made meanwhile: read again after making it, and take it back.
 */
export async function createUserSession(deps: Pick<TDeps, 'db' | 'config'>, userId: number): Promise<string> {
  const token = await createSession(deps.db, { type: 'user', id: userId }, deps.config.TOKEN_TTL_HOURS);
  const state = await repo.disabledState(deps.db, userId);
  if (state && state.disabled_at !== null) {
    await revokeToken(deps.db, token);
    throw appError('USER_DISABLED', { reason: state.disabled_reason });
  }
  return token;
}

export async function loginSeller(deps: TDeps, input: { username: string; password: string }, ip: string) {
  const seller = await checkCredentials(deps, 'seller', input.username, input.password, ip, () =>
    repo.findSellerByUsername(deps.db, input.username),
  );
  const token = await createSession(deps.db, { type: 'seller', id: Number(seller.id) }, deps.config.TOKEN_TTL_HOURS);
  return { token, sellerId: Number(seller.id), name: seller.name };
}

export async function registerUser(
  deps: TDeps,
  input: { username: string; password: string; phone: string; code: string; privacyVersion: string },
  ip: string,
): Promise<void> {
  refuseCommonPassword('password', input.password);
  // The form showed an older policy than the one in force: the buyer agreed to text that is gone.
  if (input.privacyVersion !== PRIVACY_POLICY_VERSION) throw appError('PRIVACY_VERSION_STALE');
  await takeIpSlot(deps, 'codeChecksPerIp', ip);
  // The code first: only a request that proved it owns the phone learns anything about accounts
  // (a registered phone never receives a registration code), and only it costs a hash.
  const codeId = await checkSmsCode(deps, { phone: input.phone, scene: 'register', code: input.code, consume: false });
  // Duplicates are refused before the code is used up, so the buyer can correct them and retry.
  if (await repo.existsUser(deps.db, 'username', input.username)) throw appError('USERNAME_TAKEN');
  if (await repo.existsUser(deps.db, 'phone', input.phone)) throw appError('PHONE_REGISTERED');
  await useUpSmsCode(deps, codeId);
  const passwordHash = await deps.passwords.hash(input.password, deps.config.SCRYPT_LOG_N);
  const now = Date.now();
  try {
    // The account and the consent it was opened with exist together or not at all.
    await deps.db.transaction().execute(async (trx) => {
      const userId = await repo.insertUser(trx, {
        username: input.username,
        password_hash: passwordHash,
        phone: input.phone,
        nickname: input.username,
        now,
      });
      await repo.insertConsent(trx, {
        user_id: userId,
        kind: 'privacy',
        version: input.privacyVersion,
        agreed_at: now,
      });
    });
  } catch (err) {
    // Two registrations racing for one name or phone: the database decides, the loser gets 531.
    if (isUniqueViolation(err)) throw appError('ACCOUNT_EXISTS');
    throw err;
  }
}

/** One consent a buyer gave: `kind` 'privacy' is the privacy policy, `version` its version. */
export interface TConsent {
  kind: string;
  version: string;
  /** ISO 8601. */
  agreedAt: string;
}

/** A buyer's consents in the order given, as plain data (the data export lists them). */
export async function listConsents(db: Kysely<DB>, userId: number): Promise<TConsent[]> {
  const rows = await repo.listConsents(db, userId);
  return rows.map((row) => ({
    kind: row.kind,
    version: row.version,
    agreedAt: new Date(Number(row.agreed_at)).toISOString(),
  }));
}

export async function getUserInfo(deps: TDeps, userId: number): Promise<TUserInfo> {
  const row = await repo.findUserById(deps.db, userId);
  if (!row) throw appError('USER_NOT_FOUND');
  return toUserInfo(row);
}

export async function updateProfile(deps: TDeps, userId: number, patch: TUpdateUser): Promise<TUserInfo> {
  const current = await repo.findUserById(deps.db, userId);
  if (!current) throw appError('USER_NOT_FOUND');
  const region = {
    province: patch.province ?? current.province,
    city: patch.city ?? current.city,
    area: patch.area ?? current.area,
  };
  if (!isRegionChain(region.province, region.city, region.area)) {
    throw badField('area', '省市区不匹配');
  }
  if (patch.icon && patch.icon !== current.icon) {
    if (!(await isOwnedUpload(deps, patch.icon, { type: 'user', id: userId })))
      throw appError('UPLOAD_NOT_OWNED', { field: 'icon' });
  }
  await repo.updateUserProfile(deps.db, userId, { ...patch, ...region });
  return getUserInfo(deps, userId);
}

export async function changePassword(
  deps: TDeps,
  userId: number,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  refuseCommonPassword('newPassword', input.newPassword);
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw appError('USER_NOT_FOUND');
  const { max, windowMs } = ACCOUNT_LIMITS.passwordChangesPerUser;
  const key = `password-change:${userId}`;
  await takeSlot(deps.counters, key, max, windowMs, 'ACCOUNT_TRIES_THROTTLED');
  if (!(await deps.passwords.verify(input.oldPassword, user.password_hash))) {
    throw appError('WRONG_OLD_PASSWORD');
  }
  await deps.counters.reset(key);
  await repo.updateUserPasswordHash(
    deps.db,
    userId,
    await deps.passwords.hash(input.newPassword, deps.config.SCRYPT_LOG_N),
  );
  // Every token of this user stops working, this one included: the client signs out.
  await revokeAllSessions(deps.db, { type: 'user', id: userId });
}

export async function lookupUserByName(deps: TDeps, username: string, ip: string): Promise<TUserLookup> {
  await takeIpSlot(deps, 'lookupsPerIp', ip);
  const user = await repo.findUserByUsername(deps.db, username);
  if (!user) throw appError('USER_NOT_FOUND');
  return { username: user.username, maskedPhone: phoneTail(user.phone) };
}

export async function resetPassword(
  deps: TDeps,
  input: { phone: string; code: string; password: string },
  ip: string,
): Promise<void> {
  refuseCommonPassword('password', input.password);
  await takeIpSlot(deps, 'codeChecksPerIp', ip);
  // An unknown phone never received a reset code: it fails here like any wrong code.
  await checkSmsCode(deps, { phone: input.phone, scene: 'reset', code: input.code, consume: true });
  const user = await repo.findUserByPhone(deps.db, input.phone);
  if (!user) throw appError('SMS_CODE_INVALID');
  const passwordHash = await deps.passwords.hash(input.password, deps.config.SCRYPT_LOG_N);
  await repo.updateUserPasswordHash(deps.db, Number(user.id), passwordHash);
  await revokeAllSessions(deps.db, { type: 'user', id: Number(user.id) });
  // The owner just proved the phone: their own address may log in again at once.
  await deps.counters.reset(loginKey('user', { id: Number(user.id) }, user.username, ip));
}

/** The seller account behind a seller token (the workbench's profile); undefined when it is gone. */
export async function getSeller(deps: Pick<TDeps, 'db'>, sellerId: number): Promise<TSellerAccount | undefined> {
  const row = await repo.findSellerById(deps.db, sellerId);
  return row
    ? {
        sellerId: Number(row.id),
        username: row.username,
        name: row.name,
        phone: row.phone,
        createdAt: Number(row.created_at),
        suspendedAt: row.suspended_at === null ? null : Number(row.suspended_at),
        suspendReason: row.suspend_reason,
        mustChangePassword: Number(row.must_change_password) === 1,
      }
    : undefined;
}

/** Buyers' names for the console (nickname, else the login name), by id. */
export async function buyerNames(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.usersByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [Number(r.id), r.nickname || r.username]));
}

/** A seller account as other features see it (plain data, never the row). */
export interface TSellerAccount {
  sellerId: number;
  username: string;
  name: string;
  phone: string;
  createdAt: number;
  /** When the platform suspended it; null while it trades. */
  suspendedAt: number | null;
  suspendReason: string;
  /** The one-time password of its approval still stands. */
  mustChangePassword: boolean;
}

/** The seller calls a seller still holding its one-time password may make (DESIGN-OPERATE §B). */
export const SELLER_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  '/seller/api/authorization/profile.json',
  '/seller/api/authorization/changePassword.json',
  '/seller/api/authorization/logout.json',
]);

/** Whether the seller still holds the one-time password an approved 入驻 sent it. */
export function sellerMustChangePassword(db: Kysely<DB>, sellerId: number): Promise<boolean> {
  return repo.sellerMustChangePassword(db, sellerId);
}

/**
 * Replaces a seller's password (the one-time one included) under the password-change throttle; the
 * new one follows the buyers' rules and differs from the old. Every session of the seller ends: the
 * workbench signs in again.
 */
export async function changeSellerPassword(
  deps: TDeps,
  sellerId: number,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  refuseCommonPassword('newPassword', input.newPassword);
  const seller = await repo.findSellerCredentials(deps.db, sellerId);
  if (!seller) throw appError('SELLER_NOT_FOUND');
  const { max, windowMs } = ACCOUNT_LIMITS.passwordChangesPerUser;
  const key = `password-change:seller:${sellerId}`;
  await takeSlot(deps.counters, key, max, windowMs, 'ACCOUNT_TRIES_THROTTLED');
  if (!(await deps.passwords.verify(input.oldPassword, seller.password_hash))) throw appError('WRONG_OLD_PASSWORD');
  await deps.counters.reset(key);
  if (input.oldPassword === input.newPassword) throw appError('PASSWORD_UNCHANGED');
  await repo.updateSellerPassword(
    deps.db,
    sellerId,
    await deps.passwords.hash(input.newPassword, deps.config.SCRYPT_LOG_N),
  );
  await revokeAllSessions(deps.db, { type: 'seller', id: sellerId });
}

/**
 * Opens a seller account for an approved 入驻 application (DESIGN-OPERATE §B), in the caller's
 * transaction: the username is the contact phone when no seller has it yet, else `s<ref>` (then
 * `s<ref>_<n>`); the password is the one-time one the caller sends by SMS, to be changed first.
 */
export async function createSellerAccount(
  deps: Pick<TDeps, 'passwords' | 'config'>,
  db: Kysely<DB>,
  input: { phone: string; name: string; ref: number; password: string },
  now = Date.now(),
): Promise<{ sellerId: number; username: string }> {
  const candidates = [input.phone, `s${input.ref}`, ...Array.from({ length: 5 }, (_, i) => `s${input.ref}_${i + 2}`)];
  let username: string | undefined;
  for (const candidate of candidates) {
    if (!(await repo.existsSellerUsername(db, candidate))) {
      username = candidate;
      break;
    }
  }
  if (!username) throw new Error(`no free seller username for ${input.ref}`);
  const passwordHash = await deps.passwords.hash(input.password, deps.config.SCRYPT_LOG_N);
  const sellerId = await repo.insertSeller(db, {
    username,
    password_hash: passwordHash,
    name: input.name,
    phone: input.phone,
    must_change_password: 1,
    now,
  });
  return { sellerId, username };
}

/** Suspends a trading seller (true) or resumes a suspended one (false → the write did nothing). */
export function setSellerSuspension(
  db: Kysely<DB>,
  sellerId: number,
  suspension: { reason: string; at: number } | null,
): Promise<boolean> {
  return repo.setSellerSuspension(db, sellerId, suspension);
}

/** Whether the seller is suspended by the platform now (a missing seller is not). */
export async function isSellerSuspended(db: Kysely<DB>, sellerId: number): Promise<boolean> {
  const row = await repo.findSellerById(db, sellerId);
  return row !== undefined && row.suspended_at !== null;
}

// ---------------------------------------------------------------- account deletion (DESIGN.md §6)

/** Checks the signed-in buyer's own password under the password-change throttle (a stolen token must not guess it). */
export async function checkOwnPassword(deps: TDeps, userId: number, password: string): Promise<void> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw appError('USER_NOT_FOUND');
  const { max, windowMs } = ACCOUNT_LIMITS.passwordChangesPerUser;
  const key = `password-change:${userId}`;
  await takeSlot(deps.counters, key, max, windowMs, 'ACCOUNT_TRIES_THROTTLED');
  if (!(await deps.passwords.verify(password, user.password_hash))) throw appError('ACCOUNT_DELETE_WRONG_PASSWORD');
  await deps.counters.reset(key);
}

/** The buyer's own phone (the deletion code goes there); undefined once the account is gone. */
export async function ownPhone(deps: Pick<TDeps, 'db'>, userId: number): Promise<string | undefined> {
  const user = await repo.findUserById(deps.db, userId);
  return user && user.deleted_at === null ? user.phone : undefined;
}

/**
 * Starts the cooling-off of a deletion: the account falls due `coolingMs` later and every session
 * ends now (the owner signs out; signing in again cancels the deletion).
 */
export async function requestAccountDeletion(
  deps: Pick<TDeps, 'db'>,
  userId: number,
  coolingMs: number,
  now = Date.now(),
): Promise<{ requestedAt: number; deleteAt: number }> {
  const at = { requestedAt: now, dueAt: now + coolingMs };
  if (!(await repo.markDeletionRequested(deps.db, userId, at))) throw appError('ACCOUNT_DELETE_PENDING');
  await revokeAllSessions(deps.db, { type: 'user', id: userId });
  return { requestedAt: at.requestedAt, deleteAt: at.dueAt };
}

/** Cancels a running cooling-off and tells the owner so in 消息. */
async function cancelAccountDeletion(deps: Pick<TDeps, 'db'>, userId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.clearDeletionRequest(trx, userId))) return;
    await writeMessage(trx, {
      userId,
      kind: 'account',
      ref: `deletion-cancelled:${Date.now()}`,
      title: '账号注销申请已撤销',
      content: '您在注销冷静期内登录了账号，注销申请已自动撤销，账号可继续正常使用。如仍需注销，请重新提交申请。',
      link: memberTabPath('privacy'),
    });
  });
}

/** Accounts whose cooling-off has ended, for the deletion job. */
export function dueAccountDeletions(deps: Pick<TDeps, 'db'>, now: number, limit: number): Promise<number[]> {
  return repo.dueDeletionIds(deps.db, now, limit);
}

/**
 * Anonymises the account in the deletion's transaction (`db`): answers false when another instance
 * did it already or a login cancelled it meanwhile. Its sessions end with it.
 */
export async function anonymiseAccount(db: Kysely<DB>, userId: number, now: number): Promise<boolean> {
  const isClaimed = await repo.anonymiseUser(db, userId, now, {
    username: `deleted_${userId}`,
    phone: `deleted:${userId}`,
    nickname: DELETED_USER_NAME,
    // Not a hash of anything: verify never matches it.
    passwordHash: '!',
  });
  if (isClaimed) await revokeAllSessions(db, { type: 'user', id: userId });
  return isClaimed;
}

/** The profile as the buyer's data export shows it. */
export async function exportProfile(deps: Pick<TDeps, 'db'>, userId: number): Promise<Record<string, unknown>> {
  const row = await repo.findUserById(deps.db, userId);
  return row ? exportRow(row, ['password_hash', 'deleted_at']) : {};
}

/** A buyer as a shop sees them in a conversation: the nickname (a phone-like name masked) and since when. */
export async function buyerProfiles(
  db: Kysely<DB>,
  ids: number[],
): Promise<Map<number, { name: string; since: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.userProfilesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [Number(r.id), { name: shownBuyerName(r), since: Number(r.created_at) }]));
}

/** A buyer's name as a shop reads it: the nickname, else the login name, a phone number in it masked. */
export function shownBuyerName(row: { username: string; nickname: string }): string {
  const name = row.nickname || row.username;
  return name.replace(/1[3-9]\d{9}/g, (phone) => maskPhone(phone));
}
