import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateSellerCoupons } from './get-coupons';

/** 结束发放: claiming ends now; coupons already claimed stay valid (`sellerCoupon.stop`). */
export function useStopCoupon() {
  const invalidate = useInvalidateSellerCoupons();
  return useMutation({
    mutationFn: (id: number) => request(SELLER_CALLS.sellerCoupon.stop, { id }),
    onSettled: invalidate,
  });
}
