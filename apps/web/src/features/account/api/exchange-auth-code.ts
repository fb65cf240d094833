import { CALLS } from '@mall/contract/wire';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';

/** One exchange per code at a time: a code works once, so a double effect (StrictMode) must not spend it twice. */
const exchanging = new Map<string, Promise<boolean>>();

/**
 * Signing in from another page (`/auth?code=…`, DESIGN.md §G): exchanges a one-time code for a token
 * of its own (the code is used up), then adopts it. Answers whether it signed in; a bad, used or
 * expired code leaves the current session as it was. Callers ask first when a session exists: this
 * replaces it. Kept out of the session store: only the /auth page needs it, not every first screen.
 */
export function exchangeAuthCode(code: string): Promise<boolean> {
  const pending = exchanging.get(code);
  if (pending) return pending;
  const run = (async () => {
    try {
      const token = await request(CALLS.account.exchangeAuthCode, { code }, { isSilent: true });
      return await useSession.getState().adoptToken(token);
    } catch {
      return false;
    } finally {
      exchanging.delete(code);
    }
  })();
  exchanging.set(code, run);
  return run;
}
