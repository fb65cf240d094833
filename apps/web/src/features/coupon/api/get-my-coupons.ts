import type { TCouponStatus } from '@mall/contract/wire';
import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { couponKeys } from './query-keys';

/** The buyer's coupons: 0 未使用 (soonest to expire first), 1 已使用, 2 已过期 (`coupon/mine`). */
export function getMyCoupons(status?: TCouponStatus) {
  return request(CALLS.coupon.mine, status === undefined ? {} : { status });
}

export function getMyCouponsQueryOptions(status?: TCouponStatus) {
  return queryOptions({
    queryKey: couponKeys.mine(status),
    queryFn: () => getMyCoupons(status),
    // Coupons expire and come back from cancelled orders: ask again whenever a page opens.
    refetchOnMount: 'always',
  });
}

export function useMyCoupons(status?: TCouponStatus, options: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getMyCouponsQueryOptions(status), enabled: options.isEnabled ?? true });
}
