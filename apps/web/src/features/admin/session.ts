import type { TAdminSession } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { create } from 'zustand';
import { queryClient } from '../../lib/query-client';
import { connectSession, request } from '../../lib/request';
import { ADMIN_QUERY_KEY } from './api/query-keys';
import { adminToken } from './token';

interface TAdminSessionState {
  token: string | null;
  /** Keeps the token of a login; the console then loads the profile (and asks for a new password if due). */
  signIn: (session: TAdminSession) => void;
  /** Revokes the token (best effort) and forgets it and every console answer. */
  signOut: () => void;
  /** Forgets the session locally (the server said 528). */
  dropSession: () => void;
}

/**
 * The console's session (DESIGN.md §A): its own storage key, sent only on admin calls. A buyer or a
 * seller signed in on the same browser stays signed in, and neither token ever reaches an admin call.
 */
export const useAdminSession = create<TAdminSessionState>()((set, get) => ({
  token: adminToken.read(),

  signIn: ({ token }) => {
    queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
    adminToken.write(token);
    set({ token });
  },

  signOut: () => {
    if (get().token) request(ADMIN_CALLS.adminAuthorization.logout, {}, { isSilent: true }).catch(() => undefined);
    get().dropSession();
  },

  dropSession: () => {
    adminToken.remove();
    queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
    set({ token: null });
  },
}));

connectSession(
  { getToken: () => useAdminSession.getState().token, dropSession: () => useAdminSession.getState().dropSession() },
  'admin',
);

// Another tab signed the console in or out: follow it.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', () => {
    const token = adminToken.read();
    if (token === useAdminSession.getState().token) return;
    queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
    useAdminSession.setState({ token });
  });
}
