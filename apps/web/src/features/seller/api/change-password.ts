import type { TCallPayload } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSellerSession } from '../session';

type TInput = TCallPayload<typeof SELLER_CALLS.sellerAccount.changePassword>;

/**
 * 修改密码 (the one-time password of an approved 入驻 first): every session of the seller ends, this
 * one included, so the workbench signs out and the seller signs in with the new password.
 */
export function useChangeSellerPassword() {
  const signOut = useSellerSession((s) => s.signOut);
  return useMutation({
    mutationFn: (input: TInput) => request(SELLER_CALLS.sellerAccount.changePassword, input),
    onSuccess: () => signOut(),
  });
}
