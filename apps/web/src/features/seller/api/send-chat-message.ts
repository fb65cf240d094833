import type { TCallPayload, TChatHistory, TChatMessage } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { appendChatMessage } from '../../chat';
import { SELLER_CHAT_LIST_QUERY_KEY } from './get-chat-conversations';
import { SELLER_CHAT_HISTORY_QUERY_KEY } from './get-chat-history';
import { SELLER_CHAT_UNREAD_QUERY_KEY } from './get-chat-unread';

/**
 * Answers as the shop (`sellerChat.send`): text, a picture, a product card (the shop's own) or an
 * order card (the buyer's with it). The sent message joins the open conversation at once; sending
 * reads what came before, so the list and the badge are asked again.
 */
export function useSendSellerChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCallPayload<typeof SELLER_CALLS.sellerChat.send>) =>
      request(SELLER_CALLS.sellerChat.send, input),
    onSuccess: (message: TChatMessage) => {
      queryClient.setQueryData<TChatHistory>([...SELLER_CHAT_HISTORY_QUERY_KEY, message.conversationId], (held) =>
        appendChatMessage(held, message),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: SELLER_CHAT_LIST_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SELLER_CHAT_UNREAD_QUERY_KEY }),
      ]);
    },
  });
}
