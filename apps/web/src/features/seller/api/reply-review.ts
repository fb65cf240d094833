import type { TCallPayload } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_REVIEWS_QUERY_KEY } from './get-reviews';
import { SUMMARY_QUERY_KEY } from './get-summary';

/**
 * The shop's one reply to a review of its product (`sellerReview.reply`). The review lists and the
 * menu's badge (unreplied reviews) are stale after it, also after a refusal (it was replied meanwhile).
 */
export function useReplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallPayload<typeof SELLER_CALLS.sellerReview.reply>) =>
      request(SELLER_CALLS.sellerReview.reply, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SELLER_REVIEWS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY }),
      ]),
  });
}
