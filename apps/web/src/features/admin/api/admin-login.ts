import type { TCallPayload } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useAdminSession } from '../session';

type TInput = TCallPayload<typeof ADMIN_CALLS.adminAuthorization.login>;

/** 管理员登录: keeps the admin's token (never a buyer's or a seller's). Failures toast through the request layer. */
export function useAdminLogin() {
  return useMutation({
    mutationFn: (input: TInput) => request(ADMIN_CALLS.adminAuthorization.login, input),
    onSuccess: (session) => useAdminSession.getState().signIn(session),
  });
}
