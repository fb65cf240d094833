import type { TCallPayload } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

/** Disables a buyer: every token ends, logins answer the reason (`adminUser.disable`). */
export function disableUser(input: TCallPayload<typeof ADMIN_CALLS.adminUser.disable>) {
  return request(ADMIN_CALLS.adminUser.disable, input);
}

export function useDisableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
