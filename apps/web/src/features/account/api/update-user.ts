import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';

export type TUpdateUserInput = TCallRequest<typeof CALLS.account.updateUser>;

/** Saves the profile (`/order/userInfo/updateUser.json`). */
export function updateUser(data: TUpdateUserInput) {
  return request(CALLS.account.updateUser, data);
}

/** Spec §4: after a profile update the cached user info is cleared and reloaded. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => useSession.getState().refreshUser(),
  });
}
