import type { TUserInfo } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { create } from 'zustand';
import {
  loadUserCacheCipher,
  readToken,
  readUserCache,
  removeToken,
  removeUserCache,
  TOKEN_KEY,
  writeToken,
  writeUserCache,
} from '../lib/browser-storage';
import { queryClient } from '../lib/query-client';
import { connectSession, RequestError, request } from '../lib/request';
import { toast } from '../lib/toast';
import { getUserInfoQueryOptions, USER_INFO_QUERY_KEY } from '../lib/user-info';
import { useLoginModal } from './login-modal';

/** Spec §8, verbatim. */
export const VERIFY_FAILED_MSG = 'Verification failed, please Login again';

interface TSessionState {
  token: string | null;
  /** Spec §3: 0 means not logged in. */
  uid: number;
  name: string;
  avatar: string;
  /** Stores the token and closes the login modal, then loads the user info (spec §4). Answers whether it loaded. */
  signIn: (token: string) => Promise<boolean>;
  /** Loads the profile; on failure or empty data shows the verification message and signs out. */
  loadUser: () => Promise<TUserInfo | null>;
  /** After a profile update: forget the cached info and load it again (spec §4). */
  refreshUser: () => Promise<TUserInfo | null>;
  /** Revokes the token (best effort) and clears token, cached info, cached server data and uid/name/avatar. */
  signOut: () => Promise<void>;
  /**
   * Adopts a token and verifies it silently first. Answers whether it is valid; an invalid token
   * leaves the current session (or none) as it was.
   */
  adoptToken: (token: string) => Promise<boolean>;
  /** Clears the session locally, without a call (the server already said 528). */
  dropSession: () => void;
}

/** One user-info load per token at a time. */
const loadingUser = new Map<string, Promise<TUserInfo | null>>();

/** One verification per token, so a double effect (React StrictMode) does not race itself. */
const adopting = new Map<string, Promise<boolean>>();

function sessionFields(user: TUserInfo | null): Pick<TSessionState, 'uid' | 'name' | 'avatar'> {
  if (!user) return { uid: 0, name: '', avatar: '' };
  return { uid: user.userId, name: user.nickname || user.username, avatar: user.icon };
}

function initialState(): Pick<TSessionState, 'token' | 'uid' | 'name' | 'avatar'> {
  // The cached user info is read once its cipher has loaded (`sessionRestored`).
  return { token: readToken(), ...sessionFields(null) };
}

export const useSession = create<TSessionState>()((set, get) => ({
  ...initialState(),

  signIn: async (token) => {
    writeToken(token);
    removeUserCache();
    set({ token });
    useLoginModal.getState().hide();
    const user = await get().loadUser();
    // Pages already open (the modal opened over them on 528) load their data again with the new token.
    if (user) void queryClient.invalidateQueries();
    return Boolean(user);
  },

  loadUser: () => {
    const { token } = get();
    if (!token) return Promise.resolve(null);
    // Callers that ask at the same moment share one load (and one failure message).
    const pending = loadingUser.get(token);
    if (pending) return pending;
    const run = (async () => {
      try {
        const [user] = await Promise.all([
          queryClient.fetchQuery({ ...getUserInfoQueryOptions(), staleTime: 0 }),
          loadUserCacheCipher(),
        ]);
        if (!user?.userId) throw new RequestError(0, 'empty user info', CALLS.account.selectUsers.path);
        writeUserCache(user);
        set(sessionFields(user));
        return user;
      } catch (error) {
        toast.error(VERIFY_FAILED_MSG);
        // The server refused the token or answered nothing usable: sign out. A network failure or
        // timeout says nothing about the token, so the session stays for the next try.
        if (error instanceof RequestError) await get().signOut();
        return null;
      } finally {
        loadingUser.delete(token);
      }
    })();
    loadingUser.set(token, run);
    return run;
  },

  refreshUser: async () => {
    removeUserCache();
    return get().loadUser();
  },

  signOut: async () => {
    const { token } = get();
    if (token) {
      // Revoke the token server-side (DESIGN.md §2). The client reads the token synchronously when
      // the call starts, so the local sign-out below neither waits on it nor races it.
      request(CALLS.account.logout, {}, { isSilent: true }).catch(() => undefined);
    }
    get().dropSession();
  },

  adoptToken: (token) => {
    const pending = adopting.get(token);
    if (pending) return pending;
    const run = (async () => {
      try {
        // Check the handed-over token first: a bad one leaves the current session as it was.
        const [user] = await Promise.all([
          request(CALLS.account.selectUsers, {}, { isSilent: true, token }),
          loadUserCacheCipher(),
        ]);
        if (!user?.userId) return false;
        get().dropSession();
        writeToken(token);
        writeUserCache(user);
        queryClient.setQueryData(USER_INFO_QUERY_KEY, user);
        set({ token, ...sessionFields(user) });
        return true;
      } catch {
        return false;
      } finally {
        adopting.delete(token);
      }
    })();
    adopting.set(token, run);
    return run;
  },

  dropSession: () => {
    removeToken();
    removeUserCache();
    // Nothing of the previous buyer may stay cached for the next one (the cart badge reads the cart query).
    queryClient.clear();
    set({ token: null, ...sessionFields(null) });
  },
}));

// The request layer sends this session's token and drops it on 528; it cannot import this store
// (the store calls the API through it), so the store connects itself.
connectSession({
  getToken: () => useSession.getState().token,
  dropSession: () => useSession.getState().dropSession(),
});

/**
 * Settles once the cached user info of a stored session is in the store (at once without one): the
 * encrypted cache lets the navbar show the name at once; `loadUser` confirms it. main.tsx renders
 * after it.
 */
export const sessionRestored: Promise<void> = useSession.getState().token
  ? loadUserCacheCipher().then(
      () => {
        const { token, uid } = useSession.getState();
        if (token && !uid) useSession.setState(sessionFields(readUserCache<TUserInfo>()));
      },
      // The chunk did not load: the navbar waits for `loadUser` instead.
      () => undefined,
    )
  : Promise.resolve();

/** Whether a token is stored (the login guard of spec §2 checks exactly this). */
export function hasToken(): boolean {
  return Boolean(useSession.getState().token);
}

// Another tab logged in or out: follow it, so this tab never sends a token the other tab revoked.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY) return;
    const token = readToken();
    if (token === useSession.getState().token) return;
    if (token) {
      // Another account may have signed in there: forget this tab's data and load the new profile.
      queryClient.clear();
      useSession.setState({ token, ...sessionFields(readUserCache<TUserInfo>()) });
      void useSession.getState().loadUser();
    } else {
      useSession.getState().dropSession();
    }
  });
}
