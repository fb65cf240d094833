import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/**
 * What the login page may say before anyone signs in (`loginHints`, public): the demo sellers'
 * accounts only while the server runs the demo (its SEED_DEMO switch; no build flag decides it).
 */
export function useSellerLoginHints() {
  return useQuery({
    queryKey: ['seller-login-hints'],
    queryFn: () => request(SELLER_CALLS.sellerAccount.loginHints, {}, { isSilent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
