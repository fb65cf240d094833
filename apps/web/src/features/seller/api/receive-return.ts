import type { TCallPayload } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateReturns } from './get-returns';

/** 退货退款: the goods came back; restocks and refunds (3 → 4) (`sellerAfterSales.receive`). */
export function useReceiveReturn() {
  const invalidate = useInvalidateReturns();
  return useMutation({
    mutationFn: (input: TCallPayload<typeof SELLER_CALLS.sellerAfterSales.receive>) =>
      request(SELLER_CALLS.sellerAfterSales.receive, input),
    onSettled: invalidate,
  });
}
