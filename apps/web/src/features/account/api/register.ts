import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type TRegisterInput = TCallRequest<typeof CALLS.account.addUser>;

/** Creates a buyer account (`/order/userInfo/addUser.json`). */
export function registerUser(data: TRegisterInput) {
  return request(CALLS.account.addUser, data);
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
