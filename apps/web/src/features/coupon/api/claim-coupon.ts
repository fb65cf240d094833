import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateCoupons } from './query-keys';

/** Claims one coupon of an offer (`coupon/claim`); answers the buyer's coupon id. */
export function claimCoupon(offerId: number) {
  return request(CALLS.coupon.claim, { couponId: offerId });
}

export function useClaimCoupon() {
  const invalidate = useInvalidateCoupons();
  // Also after a refusal: 已抢光 or the limit means the centre's counts moved.
  return useMutation({ mutationFn: claimCoupon, onSettled: () => invalidate() });
}
