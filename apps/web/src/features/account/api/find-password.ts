import { CALLS, type TCallRequest } from '@mall/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type TSelectUserByNameInput = TCallRequest<typeof CALLS.account.selectUserByName>;
export type TVerifyCodeInput = TCallRequest<typeof CALLS.account.verificationCode>;
export type TResetPasswordInput = TCallRequest<typeof CALLS.account.resetPassword>;

/** Step 1 of finding a password: the account and its masked phone. */
export function selectUserByName(data: TSelectUserByNameInput) {
  return request(CALLS.account.selectUserByName, data);
}

export function useSelectUserByName() {
  return useMutation({ mutationFn: selectUserByName });
}

/** Step 2: checks the SMS code before asking for the new password. */
export function verifyCode(data: TVerifyCodeInput) {
  return request(CALLS.account.verificationCode, data);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}

/** Step 3: sets the new password with the verified phone and code. */
export function resetPassword(data: TResetPasswordInput) {
  return request(CALLS.account.resetPassword, data);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
