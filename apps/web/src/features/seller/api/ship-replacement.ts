import type { TCallPayload } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateReturns } from './get-returns';

/** 换货: the goods came back, the replacement leaves with this parcel (3 → 7 换货中) (`sellerAfterSales.shipReplacement`). */
export function useShipReplacement() {
  const invalidate = useInvalidateReturns();
  return useMutation({
    mutationFn: (input: TCallPayload<typeof SELLER_CALLS.sellerAfterSales.shipReplacement>) =>
      request(SELLER_CALLS.sellerAfterSales.shipReplacement, input),
    onSettled: invalidate,
  });
}
