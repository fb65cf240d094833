import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Whether the server runs the demo: the login page names `admin / admin12345` only then. */
export function useAdminLoginHints() {
  return useQuery({
    queryKey: ['admin-login-hints'],
    queryFn: () => request(ADMIN_CALLS.adminAuthorization.loginHints, {}, { isSilent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
