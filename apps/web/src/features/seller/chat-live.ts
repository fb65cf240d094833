import type { TChatHistory } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import {
  appendChatMessage,
  applyChatRead,
  bumpChatList,
  bumpChatUnread,
  clearChatListUnread,
  type TChatConnectionState,
  type TChatListPage,
  type TChatMessageFrame,
  type TChatReadFrame,
  useChatSocket,
} from '../chat';
import { SELLER_CHAT_LIST_QUERY_KEY } from './api/get-chat-conversations';
import { SELLER_CHAT_HISTORY_QUERY_KEY } from './api/get-chat-history';
import { SELLER_CHAT_UNREAD_QUERY_KEY } from './api/get-chat-unread';
import { useSellerSession } from './session';

interface TSellerChatLiveState {
  /** The workbench's one chat socket, as the inbox shows it (`chat-connection`) and decides to poll by. */
  state: TChatConnectionState;
  /** The conversation the inbox has open: its buyer's messages are read at once, never counted. */
  openConversationId: number | null;
  setOpenConversation: (conversationId: number | null) => void;
}

export const useSellerChatLive = create<TSellerChatLiveState>()((set) => ({
  state: 'connecting',
  openConversationId: null,
  setOpenConversation: (openConversationId) => set({ openConversationId }),
}));

/**
 * The shop's chat socket for the workbench's lifetime (the layout holds it, so the menu's 客服消息
 * badge is live on every page): the seller's token in the first frame; frames update the badge, the
 * inbox's lists and the open conversation in the query cache. `isEnabled` false: no socket.
 */
export function useSellerChatSocket(isEnabled: boolean) {
  const queryClient = useQueryClient();

  const onMessage = ({ message }: TChatMessageFrame) => {
    const open = useSellerChatLive.getState().openConversationId;
    queryClient.setQueryData<TChatHistory>([...SELLER_CHAT_HISTORY_QUERY_KEY, message.conversationId], (held) =>
      appendChatMessage(held, message),
    );
    queryClient.setQueryData<{ unread: number }>(SELLER_CHAT_UNREAD_QUERY_KEY, (held) => {
      const unread = bumpChatUnread(held?.unread, message, 'seller', open);
      return unread === undefined ? held : { unread };
    });
    let isKnown = true;
    for (const [key, page] of queryClient.getQueriesData<TChatListPage>({ queryKey: SELLER_CHAT_LIST_QUERY_KEY })) {
      const bumped = bumpChatList(page, message, 'seller', open);
      if (bumped.isKnown) queryClient.setQueryData(key, bumped.page);
      else isKnown = false;
    }
    // A new conversation, or one further down a list: ask for the lists again.
    if (!isKnown) void queryClient.invalidateQueries({ queryKey: SELLER_CHAT_LIST_QUERY_KEY });
  };

  const onRead = (frame: TChatReadFrame) => {
    queryClient.setQueryData<TChatHistory>([...SELLER_CHAT_HISTORY_QUERY_KEY, frame.conversationId], (held) =>
      applyChatRead(held, frame, 'seller'),
    );
    if (frame.side === 'seller') {
      // The shop read it on another device: its counts follow.
      queryClient.setQueriesData<TChatListPage>({ queryKey: SELLER_CHAT_LIST_QUERY_KEY }, (page) =>
        clearChatListUnread(page, frame.conversationId),
      );
      void queryClient.invalidateQueries({ queryKey: SELLER_CHAT_UNREAD_QUERY_KEY });
    }
  };

  const state = useChatSocket({
    getToken: () => useSellerSession.getState().token,
    onMessage,
    onRead,
    isEnabled,
  });
  useEffect(() => useSellerChatLive.setState({ state }), [state]);
  return state;
}
