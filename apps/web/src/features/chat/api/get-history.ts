import type { TChatHistory } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { request } from '../../../lib/request';
import { mergeNewestHistory, prependOlderHistory } from '../lib/chat-cache';
import { chatKeys } from './chat-keys';

/** A page of a conversation, oldest first (`chat/history`); `before`: the page before that message. */
export function getHistory(conversationId: number, before?: number) {
  return request(CALLS.chat.history, { conversationId, limit: 20, ...(before ? { before } : {}) }, { isSilent: true });
}

/**
 * The open conversation: the newest page laid over what is held (older pages loaded on scrolling up
 * stay), so a poll and a socket frame never throw away what the buyer scrolled back to.
 */
export function getHistoryQueryOptions(conversationId: number) {
  const queryKey = chatKeys.history(conversationId);
  return queryOptions({
    queryKey,
    queryFn: async () =>
      mergeNewestHistory(queryClient.getQueryData<TChatHistory>(queryKey), await getHistory(conversationId)),
    staleTime: 0,
  });
}

/** The typed key of a conversation's cache entry, for frames and sends that write into it. */
export function historyKey(conversationId: number) {
  return getHistoryQueryOptions(conversationId).queryKey;
}

export function useHistory(conversationId: number | null, pollMs: number | false = false) {
  return useQuery({
    ...getHistoryQueryOptions(conversationId ?? 0),
    enabled: conversationId !== null,
    refetchInterval: pollMs,
  });
}

/** 查看更早的消息: the page before the first held message, put in front of it. */
export function useLoadOlderHistory(conversationId: number | null) {
  return useMutation({
    mutationFn: async () => {
      if (conversationId === null) return null;
      const key = historyKey(conversationId);
      const first = queryClient.getQueryData(key)?.messages[0]?.id;
      if (!first) return null;
      const older = await getHistory(conversationId, first);
      queryClient.setQueryData(key, (held) => prependOlderHistory(held, older));
      return older;
    },
  });
}
