import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type TVerifyCodeInput = TCallRequest<typeof CALLS.account.verificationCode>;

/** Step 2 of finding a password: checks the SMS code before asking for the new password. */
export function verifyCode(data: TVerifyCodeInput) {
  return request(CALLS.account.verificationCode, data);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
