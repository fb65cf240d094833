import type { TQuoteInput } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_DEMANDS_QUERY_KEY } from './get-demands';
import { SUMMARY_QUERY_KEY } from './get-summary';

/**
 * Posts or revises the seller's quote (`sellerProcurement.quote`; late: 409 QUOTE_LATE, toasted by
 * the request layer). Both lists, the demand and the menu's badge (open demands not yet quoted) are
 * stale after it, also after a refusal (the demand moved meanwhile).
 */
export function useSubmitQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TQuoteInput) => request(SELLER_CALLS.sellerProcurement.quote, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SELLER_DEMANDS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY }),
      ]),
  });
}
