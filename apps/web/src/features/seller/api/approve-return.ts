import type { TCallPayload } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateReturns } from './get-returns';

/**
 * 同意售后申请: 仅退款 refunds at once (1 → 4), the others wait for the goods (1 → 2) and name the
 * return address (`returnAddressId`, default the seller's default) (`sellerAfterSales.approve`).
 */
export function useApproveReturn() {
  const invalidate = useInvalidateReturns();
  return useMutation({
    mutationFn: (input: TCallPayload<typeof SELLER_CALLS.sellerAfterSales.approve>) =>
      request(SELLER_CALLS.sellerAfterSales.approve, input),
    onSettled: invalidate,
  });
}
