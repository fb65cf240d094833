import type { TCallPayload } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { request } from '../../../lib/request';
import { getAdminProfileQueryOptions } from './get-profile';

type TInput = TCallPayload<typeof ADMIN_CALLS.adminAuthorization.changePassword>;

/** 修改密码: the admin's other sessions end; this one stays and the console opens fully. */
export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: (input: TInput) => request(ADMIN_CALLS.adminAuthorization.changePassword, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAdminProfileQueryOptions().queryKey }),
  });
}
