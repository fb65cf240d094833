import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { messageKeys } from './query-keys';

/** Marks one message read (`id`) or all of them (`message/read`); the list and the badges follow. */
export function readMessage(id?: number) {
  return request(CALLS.message.read, id === undefined ? {} : { id });
}

export function useReadMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSuccess: ({ unread }) => {
      // The badges' count is the answer itself; only the lists ask again.
      client.setQueryData(messageKeys.unread(), unread);
      return client.invalidateQueries({ queryKey: messageKeys.lists });
    },
  });
}
