import type { TCallPayload } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { request } from '../../../lib/request';
import { appendChatMessage, bumpChatList, type TChatListPage } from '../lib/chat-cache';
import { chatKeys } from './chat-keys';
import { historyKey } from './get-history';

export type TChatSendPayload = TCallPayload<typeof CALLS.chat.send>;

/** Sends a message: text, a picture, or a product's or an order's card (`chat/send`). */
export function sendMessage(payload: TChatSendPayload) {
  return request(CALLS.chat.send, payload);
}

/** The sent message goes into the conversation and to the top of the list at once. */
export function useSendMessage() {
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      queryClient.setQueryData(historyKey(message.conversationId), (held) => appendChatMessage(held, message));
      queryClient.setQueriesData<TChatListPage>(
        { queryKey: chatKeys.lists() },
        (page) => bumpChatList(page, message, 'buyer', message.conversationId).page,
      );
    },
  });
}
