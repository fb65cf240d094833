import type { TCallPayload } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { clearChatListUnread, type TChatListPage } from '../../chat';
import { SELLER_CHAT_LIST_QUERY_KEY } from './get-chat-conversations';
import { SELLER_CHAT_UNREAD_QUERY_KEY } from './get-chat-unread';

/**
 * Marks a conversation read up to a buyer's message (`sellerChat.read`), silently (the inbox does it
 * by itself while a conversation is open). The answer is the shop's unread count: the badge takes it.
 */
export function useReadSellerChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallPayload<typeof SELLER_CALLS.sellerChat.read>) =>
      request(SELLER_CALLS.sellerChat.read, input, { isSilent: true }),
    onSuccess: (answer, input) => {
      queryClient.setQueryData(SELLER_CHAT_UNREAD_QUERY_KEY, answer);
      queryClient.setQueriesData<TChatListPage>({ queryKey: SELLER_CHAT_LIST_QUERY_KEY }, (page) =>
        clearChatListUnread(page, input.conversationId),
      );
      // The 未读 tab loses the conversation.
      return queryClient.invalidateQueries({ queryKey: [...SELLER_CHAT_LIST_QUERY_KEY, 'unread'] });
    },
  });
}
