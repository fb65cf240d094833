import { CALLS } from '@mall/contract/wire';
import { queryOptions } from '@tanstack/react-query';
import { request } from './request';

/**
 * The signed-in buyer's profile (`/order/userInfo/selectUsers.json`). It lives below the features
 * because the session store loads it too (one cache entry for the navbar and the account pages);
 * the account feature's `useUserInfo` hook reads the same options.
 */
export const USER_INFO_QUERY_KEY = ['account', 'user-info'] as const;

export function getUserInfo() {
  return request(CALLS.account.selectUsers, {});
}

export function getUserInfoQueryOptions() {
  return queryOptions({ queryKey: USER_INFO_QUERY_KEY, queryFn: getUserInfo });
}
