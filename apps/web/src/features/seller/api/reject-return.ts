import type { TCallPayload } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateReturns } from './get-returns';

/** 拒绝售后申请 with the seller's reason (1 → 6) (`sellerAfterSales.reject`). */
export function useRejectReturn() {
  const invalidate = useInvalidateReturns();
  return useMutation({
    mutationFn: (input: TCallPayload<typeof SELLER_CALLS.sellerAfterSales.reject>) =>
      request(SELLER_CALLS.sellerAfterSales.reject, input),
    onSettled: invalidate,
  });
}
