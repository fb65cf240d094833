import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

/** Enables a disabled buyer (`adminUser.enable`). */
export function enableUser(id: number) {
  return request(ADMIN_CALLS.adminUser.enable, { id });
}

export function useEnableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
