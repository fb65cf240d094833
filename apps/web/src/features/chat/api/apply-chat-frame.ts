import type { QueryClient } from '@tanstack/react-query';
import {
  appendChatMessage,
  applyChatRead,
  bumpChatList,
  bumpChatUnread,
  clearChatListUnread,
  type TChatListPage,
} from '../lib/chat-cache';
import type { TChatMessageFrame, TChatReadFrame } from '../lib/chat-socket';
import { chatKeys } from './chat-keys';
import { historyKey } from './get-history';

/**
 * A socket frame laid over the buyer's chat caches: the message into its conversation, the list and
 * the badge; a read mark into the conversation (the shop's) or the list (the buyer's own, elsewhere).
 * `openConversationId`: the conversation on screen, whose new messages are read at once.
 */
export function applyBuyerChatFrame(
  client: QueryClient,
  frame: TChatMessageFrame | TChatReadFrame,
  openConversationId: number | null,
): void {
  if (frame.type === 'read') {
    client.setQueryData(historyKey(frame.conversationId), (held) => applyChatRead(held, frame, 'buyer'));
    if (frame.side === 'buyer') {
      client.setQueriesData<TChatListPage>({ queryKey: chatKeys.lists() }, (page) =>
        clearChatListUnread(page, frame.conversationId),
      );
      void client.invalidateQueries({ queryKey: chatKeys.unread() });
    }
    return;
  }
  const message = frame.message;
  client.setQueryData(historyKey(message.conversationId), (held) => appendChatMessage(held, message));
  let isKnown = false;
  client.setQueriesData<TChatListPage>({ queryKey: chatKeys.lists() }, (page) => {
    const bumped = bumpChatList(page, message, 'buyer', openConversationId);
    isKnown ||= bumped.isKnown;
    return bumped.page;
  });
  if (!isKnown) void client.invalidateQueries({ queryKey: chatKeys.lists() });
  client.setQueryData<number>(chatKeys.unread(), (unread) =>
    bumpChatUnread(unread, message, 'buyer', openConversationId),
  );
}
