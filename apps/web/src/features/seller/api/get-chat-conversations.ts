import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { SELLER_CHAT_QUERY_KEY } from './get-chat-unread';

/** Conversations the inbox shows at once (the newest first; older ones page on). */
export const SELLER_CHAT_LIST_SIZE = 30;

export const SELLER_CHAT_LIST_QUERY_KEY = [...SELLER_CHAT_QUERY_KEY, 'list'] as const;

/** A page of the shop's conversations (`sellerChat.list`); `isUnreadOnly` keeps those waiting for an answer. */
export function getSellerChatConversationsQueryOptions(isUnreadOnly: boolean, page = 1) {
  return queryOptions({
    queryKey: [...SELLER_CHAT_LIST_QUERY_KEY, isUnreadOnly ? 'unread' : 'all', page],
    queryFn: () =>
      requestPaged(SELLER_CALLS.sellerChat.list, {
        page,
        limit: SELLER_CHAT_LIST_SIZE,
        ...(isUnreadOnly ? { unreadOnly: 1 } : {}),
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `pollMs`: ask again this often (while the socket is not live); false: only when told. */
export function useSellerChatConversations(isUnreadOnly: boolean, page: number, pollMs: number | false) {
  return useQuery({ ...getSellerChatConversationsQueryOptions(isUnreadOnly, page), refetchInterval: pollMs });
}
