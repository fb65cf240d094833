import type { TReturnLogisticsInput } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateAfterSales } from './invalidate-after-sales';

/** The buyer's return parcel (`writeReturnLogsticsNo`). */
export function writeReturnLogistics(input: TReturnLogisticsInput) {
  return request(CALLS.afterSales.writeReturnLogsticsNo, input);
}

export function useWriteReturnLogistics(orderId: number) {
  const invalidate = useInvalidateAfterSales();
  return useMutation({ mutationFn: writeReturnLogistics, onSettled: () => invalidate(orderId) });
}
