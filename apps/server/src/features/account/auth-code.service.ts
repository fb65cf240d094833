import { AUTH_CODE_TTL_SECONDS, type TAuthCode } from '@mall/contract';
import { appError } from '../../lib/app-error.js';
import { newToken, sha256 } from '../../lib/password.js';
import type { TDeps } from '../../plugins/deps.js';
import { findUserById } from './account.repository.js';
import { createUserSession } from './account.service.js';
import * as repo from './auth-code.repository.js';

/**
 * Signing in from another page (DESIGN-OPERATE §G): a token never travels in a URL. A signed-in
 * buyer's page asks for a one-time code (≥128 random bits, only its digest stored, 60 s, single
 * use) and links to `/auth?code=…`; the mall's /auth page exchanges it for a token of its own,
 * after asking when the browser already has a session.
 */
export async function createAuthCode(deps: Pick<TDeps, 'db'>, userId: number): Promise<TAuthCode> {
  const code = newToken();
  const now = Date.now();
  await repo.insertAuthCode(deps.db, {
    code_hash: sha256(code),
    user_id: userId,
    created_at: now,
    expires_at: now + AUTH_CODE_TTL_SECONDS * 1000,
  });
  return { code, expiresIn: AUTH_CODE_TTL_SECONDS };
}

/** A new session for the code's buyer; the code is used up first, so a second exchange is refused. */
export async function exchangeAuthCode(deps: Pick<TDeps, 'db' | 'config'>, code: string): Promise<string> {
  const userId = await repo.useAuthCode(deps.db, sha256(code), Date.now());
  const user = userId === undefined ? undefined : await findUserById(deps.db, userId);
  if (!user) throw appError('AUTH_CODE_INVALID');
  if (user.disabled_at !== null) throw appError('USER_DISABLED', { reason: user.disabled_reason });
  return createUserSession(deps, Number(user.id));
}
