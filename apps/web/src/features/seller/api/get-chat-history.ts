import type { TChatHistory } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { request } from '../../../lib/request';
import { mergeNewestHistory, prependOlderHistory } from '../../chat';
import { SELLER_CHAT_QUERY_KEY } from './get-chat-unread';

export const SELLER_CHAT_HISTORY_QUERY_KEY = [...SELLER_CHAT_QUERY_KEY, 'history'] as const;

/**
 * One conversation as the inbox holds it (`sellerChat.history`): each fetch asks for the newest page
 * and lays it over what is held (older pages loaded on scrolling up stay). Silent: another shop's
 * conversation answers 404, which the page shows itself.
 */
export function getSellerChatHistoryQueryOptions(queryClient: QueryClient, conversationId: number) {
  const queryKey = [...SELLER_CHAT_HISTORY_QUERY_KEY, conversationId] as const;
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<TChatHistory> => {
      const fresh = await request(SELLER_CALLS.sellerChat.history, { conversationId }, { isSilent: true });
      return mergeNewestHistory(queryClient.getQueryData<TChatHistory>(queryKey), fresh);
    },
    staleTime: 0,
    retry: false,
  });
}

/** The open conversation, polled every `pollMs` while the socket is not live; `loadOlder` pages back. */
export function useSellerChatHistory(conversationId: number | null, pollMs: number | false) {
  const queryClient = useQueryClient();
  const options = getSellerChatHistoryQueryOptions(queryClient, conversationId ?? 0);
  const query = useQuery({ ...options, enabled: conversationId !== null, refetchInterval: pollMs });
  const [isLoadingOlder, setLoadingOlder] = useState(false);

  const loadOlder = async () => {
    const held = queryClient.getQueryData(options.queryKey);
    const before = held?.messages[0]?.id;
    if (conversationId === null || !held?.hasMore || before === undefined || isLoadingOlder) return;
    setLoadingOlder(true);
    try {
      const older = await request(SELLER_CALLS.sellerChat.history, { conversationId, before });
      queryClient.setQueryData(options.queryKey, (now) => prependOlderHistory(now, older));
    } catch {
      // Told by the request client; scrolling up asks again.
    } finally {
      setLoadingOlder(false);
    }
  };

  return { ...query, loadOlder, isLoadingOlder };
}
