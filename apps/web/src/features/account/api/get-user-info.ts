import { CALLS } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';

export const USER_INFO_QUERY_KEY = ['account', 'user-info'] as const;

/** The signed-in buyer's profile (`/order/userInfo/selectUsers.json`). */
export function getUserInfo() {
  return request(CALLS.account.selectUsers, {});
}

export function getUserInfoQueryOptions() {
  return queryOptions({ queryKey: USER_INFO_QUERY_KEY, queryFn: getUserInfo });
}

export function useUserInfo() {
  const token = useSession((s) => s.token);
  return useQuery({ ...getUserInfoQueryOptions(), enabled: Boolean(token) });
}
