import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateSellerCoupons } from './get-coupons';

export type TAddCouponInput = TCallRequest<typeof SELLER_CALLS.sellerCoupon.add>;

/** 新建优惠券: a shop offer of the seller's own shop → its id (`sellerCoupon.add`). */
export function useAddCoupon() {
  const invalidate = useInvalidateSellerCoupons();
  return useMutation({
    mutationFn: (input: TAddCouponInput) => request(SELLER_CALLS.sellerCoupon.add, input),
    onSettled: invalidate,
  });
}
