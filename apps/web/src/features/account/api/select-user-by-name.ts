import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type TSelectUserByNameInput = TCallRequest<typeof CALLS.account.selectUserByName>;

/** Step 1 of finding a password: the account and its masked phone. */
export function selectUserByName(data: TSelectUserByNameInput) {
  return request(CALLS.account.selectUserByName, data);
}

export function useSelectUserByName() {
  return useMutation({ mutationFn: selectUserByName });
}
