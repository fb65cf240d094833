import type { TSettleQuote } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateProcurement } from './query-keys';

/** Settles a quote into one payable order at its prices (`quote/settle`); answers the order ids. */
export function settleQuote(input: TSettleQuote) {
  return request(CALLS.quote.settle, input);
}

export function useSettleQuote() {
  const invalidate = useInvalidateProcurement();
  // Not awaited: the page moves on to the new order at once, the lists reload behind it.
  return useMutation({
    mutationFn: settleQuote,
    onSettled: () => {
      void invalidate({ isOrderMade: true });
    },
  });
}
