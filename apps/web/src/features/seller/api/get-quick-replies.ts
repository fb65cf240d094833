import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_CHAT_QUERY_KEY } from './get-chat-unread';

export const SELLER_QUICK_REPLIES_QUERY_KEY = [...SELLER_CHAT_QUERY_KEY, 'quick-replies'] as const;

/** The shop's quick replies, in its order (`sellerChat.quickReplies`). */
export function getQuickRepliesQueryOptions() {
  return queryOptions({
    queryKey: SELLER_QUICK_REPLIES_QUERY_KEY,
    queryFn: () => request(SELLER_CALLS.sellerChat.quickReplies, {}),
    staleTime: 5 * 60_000,
  });
}

export function useQuickReplies() {
  return useQuery(getQuickRepliesQueryOptions());
}
