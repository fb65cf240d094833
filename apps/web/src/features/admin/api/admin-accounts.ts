import type { TCallPayload } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { request } from '../../../lib/request';
import { ADMIN_QUERY_KEY } from './query-keys';

const ACCOUNTS = ADMIN_CALLS.adminAccount;

/** The owner's list of admins (`adminAccount.list`). */
export function getAdminAccounts() {
  return request(ACCOUNTS.list, {});
}

export function getAdminAccountsQueryOptions() {
  return queryOptions({ queryKey: [...ADMIN_QUERY_KEY, 'accounts'], queryFn: getAdminAccounts, staleTime: 0 });
}

export function useAdminAccounts(isEnabled = true) {
  return useQuery({ ...getAdminAccountsQueryOptions(), enabled: isEnabled });
}

const reloadAccounts = () => queryClient.invalidateQueries({ queryKey: getAdminAccountsQueryOptions().queryKey });

/** 新增管理员: answers the one-time password, shown once. */
export function useAddAdmin() {
  return useMutation({
    mutationFn: (input: TCallPayload<typeof ACCOUNTS.add>) => request(ACCOUNTS.add, input),
    onSuccess: reloadAccounts,
  });
}

/** 重置密码: a fresh one-time password; the admin's sessions end. */
export function useResetAdminPassword() {
  return useMutation({
    mutationFn: (id: number) => request(ACCOUNTS.resetPassword, { id }),
    onSuccess: reloadAccounts,
  });
}

/** 停用 / 启用. */
export function useSetAdminDisabled() {
  return useMutation({
    mutationFn: (input: { id: number; disabled: boolean }) => request(ACCOUNTS.setDisabled, input),
    onSuccess: reloadAccounts,
  });
}
