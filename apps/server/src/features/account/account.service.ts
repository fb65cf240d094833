import { isRegionChain, PHONE_RE, STATUS, type TUpdateUser, type TUserInfo, type TUserLookup } from '@mall/contract';
import { isUniqueViolation } from '../../db/create-db.js';
import { AppError, alreadyExists, badPayload, notFound, tooMany } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { TDeps } from '../../plugins/deps.js';
import { isOwnedUpload } from '../upload/upload.service.js';
import * as repo from './account.repository.js';
import { createSession, revokeAllSessions } from './session.service.js';
import { checkSmsCode } from './sms-code.service.js';

/** Login throttling: 429 once an account or an address has failed this often within the window. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILS_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILS_PER_IP = 20;

const badCredentials = () => new AppError(STATUS.BAD_CREDENTIALS);

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

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

/**
 * Verifies a password under the shared throttle. Each attempt on an account takes a slot before the
 * password is checked, so a burst of parallel guesses gets no more than the allowed number checked;
 * a success frees the slots. Failures also count against the caller's address.
 */
async function checkCredentials<T extends { password_hash: string }>(
  deps: TDeps,
  kind: 'user' | 'seller',
  username: string,
  password: string,
  ip: string,
  find: () => Promise<T | undefined>,
): Promise<T> {
  const accountKey = `login:${kind}:${username.toLowerCase()}`;
  const ipKey = `login:ip:${ip}`;
  const throttled = () => tooMany('登录失败次数过多，请15分钟后再试');
  if ((await deps.counters.get(ipKey)) >= LOGIN_MAX_FAILS_PER_IP) throw throttled();
  if ((await deps.counters.hit(accountKey, LOGIN_WINDOW_MS)) > LOGIN_MAX_FAILS_PER_ACCOUNT) throw throttled();
  const account = await find();
  const ok = await verifyPassword(password, account?.password_hash ?? (await dummyHash(deps.config.SCRYPT_LOG_N)));
  if (!account || !ok) {
    await deps.counters.hit(ipKey, LOGIN_WINDOW_MS);
    throw badCredentials();
  }
  await deps.counters.reset(accountKey);
  return account;
}

export async function loginUser(deps: TDeps, input: { username: string; password: string }, ip: string) {
  const user = await checkCredentials(deps, 'user', input.username, input.password, ip, async () =>
    PHONE_RE.test(input.username)
      ? repo.findUserByPhone(deps.db, input.username)
      : repo.findUserByUsername(deps.db, input.username),
  );
  return createSession(deps.db, { type: 'user', id: Number(user.id) }, deps.config.TOKEN_TTL_HOURS);
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
  input: { username: string; password: string; phone: string; code: string },
): Promise<void> {
  // Duplicates are refused before the code is used, so the buyer can correct them and retry.
  if (await repo.existsUser(deps.db, 'username', input.username)) throw alreadyExists('用户名已存在');
  if (await repo.existsUser(deps.db, 'phone', input.phone)) throw alreadyExists('该手机号已注册');
  const passwordHash = await hashPassword(input.password, deps.config.SCRYPT_LOG_N);
  await checkSmsCode(deps, { phone: input.phone, scene: 'register', code: input.code, consume: true });
  try {
    await repo.insertUser(deps.db, {
      username: input.username,
      password_hash: passwordHash,
      phone: input.phone,
      nickname: input.username,
      now: Date.now(),
    });
  } catch (err) {
    // Two registrations racing for one name or phone: the database decides, the loser gets 531.
    if (isUniqueViolation(err)) throw alreadyExists();
    throw err;
  }
}

export async function getUserInfo(deps: TDeps, userId: number): Promise<TUserInfo> {
  const row = await repo.findUserById(deps.db, userId);
  if (!row) throw notFound('用户不存在');
  return toUserInfo(row);
}

export async function updateProfile(deps: TDeps, userId: number, patch: TUpdateUser): Promise<TUserInfo> {
  const current = await repo.findUserById(deps.db, userId);
  if (!current) throw notFound('用户不存在');
  const region = {
    province: patch.province ?? current.province,
    city: patch.city ?? current.city,
    area: patch.area ?? current.area,
  };
  if (!isRegionChain(region.province, region.city, region.area)) {
    throw badPayload('参数解析失败：data.area 省市区不匹配');
  }
  if (patch.icon && patch.icon !== current.icon) {
    if (!(await isOwnedUpload(deps, patch.icon, { type: 'user', id: userId })))
      throw badPayload('参数解析失败：data.icon 头像须为本人上传的图片');
  }
  await repo.updateUserProfile(deps.db, userId, { ...patch, ...region });
  return getUserInfo(deps, userId);
}

export async function changePassword(
  deps: TDeps,
  userId: number,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw notFound('用户不存在');
  if (!(await verifyPassword(input.oldPassword, user.password_hash))) {
    throw new AppError(STATUS.WRONG_OLD_PASSWORD);
  }
  await repo.updateUserPasswordHash(deps.db, userId, await hashPassword(input.newPassword, deps.config.SCRYPT_LOG_N));
  // Every token of this user stops working, this one included: the client signs out.
  await revokeAllSessions(deps.db, { type: 'user', id: userId });
}

export async function lookupUserByName(deps: TDeps, username: string): Promise<TUserLookup> {
  const user = await repo.findUserByUsername(deps.db, username);
  if (!user) throw notFound('用户不存在');
  return { username: user.username, maskedPhone: maskPhone(user.phone) };
}

export async function resetPassword(deps: TDeps, input: { phone: string; code: string; password: string }) {
  const user = await repo.findUserByPhone(deps.db, input.phone);
  if (!user) throw notFound('该手机号未注册');
  const passwordHash = await hashPassword(input.password, deps.config.SCRYPT_LOG_N);
  await checkSmsCode(deps, { phone: input.phone, scene: 'reset', code: input.code, consume: true });
  await repo.updateUserPasswordHash(deps.db, Number(user.id), passwordHash);
  await revokeAllSessions(deps.db, { type: 'user', id: Number(user.id) });
  await deps.counters.reset(`login:user:${user.username.toLowerCase()}`);
}
