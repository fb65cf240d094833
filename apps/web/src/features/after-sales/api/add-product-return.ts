import type { TCallPayload } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateAfterSales } from './invalidate-after-sales';

/** An after-sales request of an order line, as the form sends it (the contract's payload). */
export type TNewProductReturn = TCallPayload<typeof CALLS.afterSales.addProductReturn>;

/** Applies for after-sales on an order line (`addProductReturn`); answers the request's id. */
export function addProductReturn(input: TNewProductReturn) {
  return request(CALLS.afterSales.addProductReturn, input);
}

export function useAddProductReturn() {
  const invalidate = useInvalidateAfterSales();
  return useMutation({ mutationFn: addProductReturn, onSettled: (_, __, input) => invalidate(input.orderId) });
}
