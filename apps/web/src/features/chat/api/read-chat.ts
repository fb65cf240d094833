import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { request } from '../../../lib/request';
import { clearChatListUnread, type TChatListPage } from '../lib/chat-cache';
import { chatKeys } from './chat-keys';

/** Marks a conversation read up to a message of the shop's; answers the buyer's unread total (`chat/read`). */
export function readChat(conversationId: number, upTo: number) {
  return request(CALLS.chat.read, { conversationId, upTo }, { isSilent: true });
}

export function useReadChat() {
  return useMutation({
    mutationFn: ({ conversationId, upTo }: { conversationId: number; upTo: number }) => readChat(conversationId, upTo),
    onSuccess: ({ unread }, { conversationId }) => {
      queryClient.setQueryData(chatKeys.unread(), unread);
      queryClient.setQueriesData<TChatListPage>({ queryKey: chatKeys.lists() }, (page) =>
        clearChatListUnread(page, conversationId),
      );
    },
  });
}
