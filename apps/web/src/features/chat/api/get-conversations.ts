import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { chatKeys } from './chat-keys';

/** The buyer's conversations, the latest first, with the total (`chat/list`). */
export function getConversations(page: number, limit: number) {
  return requestPaged(CALLS.chat.list, { page, limit });
}

export function getConversationsQueryOptions(page: number, limit: number) {
  return queryOptions({ queryKey: chatKeys.list(page, limit), queryFn: () => getConversations(page, limit) });
}

/** `pollMs`: asked again this often (while the socket is not live). */
export function useConversations(page: number, limit: number, pollMs: number | false = false) {
  return useQuery({
    ...getConversationsQueryOptions(page, limit),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });
}
