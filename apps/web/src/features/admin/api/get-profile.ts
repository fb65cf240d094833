import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useAdminSession } from '../session';
import { ADMIN_QUERY_KEY } from './query-keys';

/** The signed-in admin: name, role and whether the one-time password still stands. */
export function getAdminProfileQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'profile'],
    queryFn: () => request(ADMIN_CALLS.adminAuthorization.profile, {}),
    staleTime: 5 * 60_000,
  });
}

export function useAdminProfile() {
  const token = useAdminSession((s) => s.token);
  return useQuery({ ...getAdminProfileQueryOptions(), enabled: Boolean(token) });
}
