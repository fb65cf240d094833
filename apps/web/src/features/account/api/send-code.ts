import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type TSendCodeInput = TCallRequest<typeof CALLS.account.sendCode>;

/** Sends an SMS code for registration or password reset (`/right/user/sendCode.json`). */
export function sendCode(data: TSendCodeInput) {
  return request(CALLS.account.sendCode, data);
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
