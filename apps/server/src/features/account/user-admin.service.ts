import type { TAdminUser } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { keywordTerms } from '../../lib/keyword-terms.js';
import { maskPhone } from '../../lib/mask.js';
import { balancesOfUsers } from '../ai-coin/ai-coin.service.js';
import { writeMessage } from '../message/message.service.js';
import { orderCountsOfUsers } from '../order/order.service.js';
import * as repo from './account.repository.js';
import { revokeAllSessions } from './session.service.js';

// Customer service's buyers (DESIGN-OPERATE §A `user`): the list, disable and enable.

/** Buyers newest first by part of their username, phone or nickname; the phone masked. */
export async function listUsersForAdmin(
  db: Kysely<DB>,
  q: { keyword?: string | undefined; page: number; limit: number },
): Promise<{ items: TAdminUser[]; total: number }> {
  const { rows, total } = await repo.usersForAdmin(db, keywordTerms(q.keyword), (q.page - 1) * q.limit, q.limit);
  const ids = rows.map((r) => Number(r.id));
  const [orders, balances] = await Promise.all([orderCountsOfUsers(db, ids), balancesOfUsers(db, ids)]);
  return {
    items: rows.map((r) => {
      const id = Number(r.id);
      return {
        id,
        username: r.username,
        nickname: r.nickname,
        phone: maskPhone(r.phone),
        registeredAt: Number(r.created_at),
        orderCount: orders.get(id) ?? 0,
        balance: balances.get(id) ?? 0,
        disabled: r.disabled_at !== null,
        disabledReason: r.disabled_reason,
        disabledAt: r.disabled_at === null ? null : Number(r.disabled_at),
        deleted: r.deleted_at !== null,
      };
    }),
    total,
  };
}

interface TUserState {
  disabled: boolean;
  disabledReason: string;
}

/**
 * Disables a buyer inside the console's transaction: every token ends in it, logins answer
 * USER_DISABLED with the reason (the password check first, so a guess learns nothing). Disabling a
 * disabled buyer changes nothing. Answers the state before and after, for the audit.
 */
export async function disableUser(
  db: Kysely<DB>,
  id: number,
  reason: string,
  now = Date.now(),
): Promise<{ before: TUserState; after: TUserState }> {
  const user = await repo.findUserById(db, id);
  if (!user) throw appError('USER_NOT_FOUND');
  const before = { disabled: user.disabled_at !== null, disabledReason: user.disabled_reason };
  if (await repo.setUserDisabled(db, id, { reason, at: now })) {
    await revokeAllSessions(db, { type: 'user', id });
    return { before, after: { disabled: true, disabledReason: reason } };
  }
  return { before, after: before };
}

/** Enables a disabled buyer (they sign in again with their password); the buyer is told in 消息. */
export async function enableUser(db: Kysely<DB>, id: number): Promise<{ before: TUserState; after: TUserState }> {
  const user = await repo.findUserById(db, id);
  if (!user) throw appError('USER_NOT_FOUND');
  const before = { disabled: user.disabled_at !== null, disabledReason: user.disabled_reason };
  if (!(await repo.setUserDisabled(db, id, null))) return { before, after: before };
  await writeMessage(db, {
    userId: id,
    kind: 'account',
    ref: `enabled:${Date.now()}`,
    title: '账号已恢复使用',
    content: '您的账号已由平台客服恢复使用，欢迎回来。',
  });
  return { before, after: { disabled: false, disabledReason: '' } };
}
