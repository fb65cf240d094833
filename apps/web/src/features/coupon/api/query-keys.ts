import { useQueryClient } from '@tanstack/react-query';

/** Every coupon query key starts here: claims, orders and cancels make them stale. */
export const COUPON_QUERY_KEY = ['coupon'] as const;

export const couponKeys = {
  offers: (params: object) => [...COUPON_QUERY_KEY, 'offers', params] as const,
  mine: (status: number | undefined) => [...COUPON_QUERY_KEY, 'mine', status ?? 'all'] as const,
};

/** Marks every coupon query stale (after a claim, an order placed with a coupon, a cancel). */
export function useInvalidateCoupons() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: COUPON_QUERY_KEY });
}
