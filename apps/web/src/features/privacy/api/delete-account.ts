import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type TDeleteAccountInput = TCallRequest<typeof CALLS.privacy.deleteAccount>;

/** Asks to delete the account (password + SMS code): answers when it will be anonymised. */
export function deleteAccount(data: TDeleteAccountInput) {
  return request(CALLS.privacy.deleteAccount, data);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
