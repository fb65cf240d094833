import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type TResetPasswordInput = TCallRequest<typeof CALLS.account.resetPassword>;

/** Step 3 of finding a password: sets the new password with the verified phone and code. */
export function resetPassword(data: TResetPasswordInput) {
  return request(CALLS.account.resetPassword, data);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
