import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateAfterSales } from './invalidate-after-sales';

/** 换货: the buyer has the replacement (`confirmReplacement`, 换货中 → 已完成). */
export function confirmReplacement(id: number) {
  return request(CALLS.afterSales.confirmReplacement, { id });
}

export function useConfirmReplacement(orderId: number) {
  const invalidate = useInvalidateAfterSales();
  return useMutation({ mutationFn: confirmReplacement, onSettled: () => invalidate(orderId) });
}
