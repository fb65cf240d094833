import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSellerSession } from '../session';

type TInput = TCallRequest<typeof SELLER_CALLS.sellerAccount.login>;

/** 商家登录: keeps the seller's token (never the buyer's). Failures toast through the request layer. */
export function useSellerLogin() {
  return useMutation({
    mutationFn: (input: TInput) => request(SELLER_CALLS.sellerAccount.login, input),
    onSuccess: (session) => useSellerSession.getState().signIn(session),
  });
}
