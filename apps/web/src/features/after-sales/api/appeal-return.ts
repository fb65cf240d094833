import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateAfterSales } from './invalidate-after-sales';

/** 申请平台介入: the buyer appeals a rejected request, once (`afterSales.appeal`). */
export function appealReturn(input: { id: number; reason: string }) {
  return request(CALLS.afterSales.appeal, input);
}

export function useAppealReturn(orderId: number) {
  const invalidate = useInvalidateAfterSales();
  return useMutation({ mutationFn: appealReturn, onSettled: () => invalidate(orderId) });
}
