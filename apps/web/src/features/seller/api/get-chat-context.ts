import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_CHAT_QUERY_KEY } from './get-chat-unread';

/** The buyer beside a conversation (`sellerChat.context`): nickname, join date, five latest orders with this shop. */
export function getSellerChatContextQueryOptions(conversationId: number) {
  return queryOptions({
    queryKey: [...SELLER_CHAT_QUERY_KEY, 'context', conversationId],
    queryFn: () => request(SELLER_CALLS.sellerChat.context, { conversationId }, { isSilent: true }),
    staleTime: 60_000,
    retry: false,
  });
}

export function useSellerChatContext(conversationId: number | null) {
  return useQuery({ ...getSellerChatContextQueryOptions(conversationId ?? 0), enabled: conversationId !== null });
}
