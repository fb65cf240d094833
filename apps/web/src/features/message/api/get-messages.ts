import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { messageKeys } from './query-keys';

/** The buyer's messages, newest first, with the total (`message/query`). */
export function getMessages(page: number, limit: number) {
  return requestPaged(CALLS.message.query, { page, limit });
}

export function getMessagesQueryOptions(page: number, limit: number) {
  return queryOptions({ queryKey: messageKeys.list(page, limit), queryFn: () => getMessages(page, limit) });
}

export function useMessages(page: number, limit: number) {
  return useQuery({ ...getMessagesQueryOptions(page, limit), placeholderData: keepPreviousData });
}
