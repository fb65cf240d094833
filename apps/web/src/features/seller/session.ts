import type { TSellerSession } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { create } from 'zustand';
import { queryClient } from '../../lib/query-client';
import { connectSession, request } from '../../lib/request';
import { SELLER_QUERY_KEY } from './api/query-keys';
import { sellerToken } from './token';

interface TSellerSessionState {
  token: string | null;
  /** Keeps the token of a login (`sellerAccount.login`); the workbench then loads the profile. */
  signIn: (session: TSellerSession) => void;
  /** Revokes the token (best effort) and forgets it and every workbench answer. */
  signOut: () => void;
  /** Forgets the session locally (the server said 528). */
  dropSession: () => void;
}

/**
 * The workbench's session, apart from the buyer's (DESIGN.md §6: roles never mix): its own storage
 * key, sent only on seller calls. A buyer signed in on the same browser stays signed in.
 */
export const useSellerSession = create<TSellerSessionState>()((set, get) => ({
  token: sellerToken.read(),

  signIn: ({ token }) => {
    queryClient.removeQueries({ queryKey: SELLER_QUERY_KEY });
    sellerToken.write(token);
    set({ token });
  },

  signOut: () => {
    if (get().token) request(SELLER_CALLS.sellerAccount.logout, {}, { isSilent: true }).catch(() => undefined);
    get().dropSession();
  },

  dropSession: () => {
    sellerToken.remove();
    queryClient.removeQueries({ queryKey: SELLER_QUERY_KEY });
    set({ token: null });
  },
}));

connectSession(
  { getToken: () => useSellerSession.getState().token, dropSession: () => useSellerSession.getState().dropSession() },
  'seller',
);

// Another tab signed the workbench in or out: follow it.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', () => {
    const token = sellerToken.read();
    if (token === useSellerSession.getState().token) return;
    queryClient.removeQueries({ queryKey: SELLER_QUERY_KEY });
    useSellerSession.setState({ token });
  });
}
