import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateAfterSales } from './invalidate-after-sales';

/** Withdraws a request under review or awaiting the goods (`cancelApply`). */
export function cancelApply(id: number) {
  return request(CALLS.afterSales.cancelApply, { id });
}

export function useCancelApply(orderId: number) {
  const invalidate = useInvalidateAfterSales();
  return useMutation({ mutationFn: cancelApply, onSettled: () => invalidate(orderId) });
}
