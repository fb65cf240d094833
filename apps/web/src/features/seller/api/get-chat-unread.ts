import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_QUERY_KEY } from './query-keys';

/** Every 客服消息 query key starts here; a sent message or a read mark invalidates the lot. */
export const SELLER_CHAT_QUERY_KEY = [...SELLER_QUERY_KEY, 'chat'] as const;
export const SELLER_CHAT_UNREAD_QUERY_KEY = [...SELLER_CHAT_QUERY_KEY, 'unread'] as const;

/** How often the menu's 客服消息 badge asks when no socket tells it. */
export const SELLER_CHAT_UNREAD_POLL_MS = 15_000;

/** Buyers' messages the shop has not read, over every conversation (`sellerChat.unread`): the menu's badge. */
export function getSellerChatUnreadQueryOptions() {
  return queryOptions({
    queryKey: SELLER_CHAT_UNREAD_QUERY_KEY,
    queryFn: () => request(SELLER_CALLS.sellerChat.unread, {}, { isSilent: true }),
    staleTime: 0,
    refetchInterval: SELLER_CHAT_UNREAD_POLL_MS,
  });
}

/** `isEnabled` false: not asked (the layout waits for the profile, as for the summary). */
export function useSellerChatUnread(isEnabled = true) {
  return useQuery({ ...getSellerChatUnreadQueryOptions(), enabled: isEnabled });
}
