import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type TUpdatePasswordInput = TCallRequest<typeof CALLS.account.updateUserPassWord>;

/** Changes the password (`/order/userInfo/updateUserPassWord.json`); 521 = wrong original password. */
export function updatePassword(data: TUpdatePasswordInput) {
  return request(CALLS.account.updateUserPassWord, data);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
