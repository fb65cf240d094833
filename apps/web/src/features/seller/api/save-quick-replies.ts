import type { TCallPayload } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_QUICK_REPLIES_QUERY_KEY } from './get-quick-replies';

/**
 * Replaces the shop's quick replies (`sellerChat.saveQuickReplies`); the answer is the list as kept.
 * Silent: the modal shows a refusal (407 names the reply that is too long) beside the list itself.
 */
export function useSaveQuickReplies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallPayload<typeof SELLER_CALLS.sellerChat.saveQuickReplies>) =>
      request(SELLER_CALLS.sellerChat.saveQuickReplies, input, { isSilent: true }),
    onSuccess: (replies) => queryClient.setQueryData(SELLER_QUICK_REPLIES_QUERY_KEY, replies),
  });
}
