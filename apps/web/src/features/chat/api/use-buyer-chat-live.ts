import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSession } from '../../../stores/session';
import { type TChatConnectionState, useChatSocket } from '../lib/chat-socket';
import { applyBuyerChatFrame } from './apply-chat-frame';

/**
 * The buyer's chat socket on a chat page: frames go into the caches; `openConversationId` is the
 * conversation on screen (its new messages are read at once while the page is visible).
 */
export function useBuyerChatLive(openConversationId: number | null): TChatConnectionState {
  const client = useQueryClient();
  const open = useRef(openConversationId);
  open.current = openConversationId;
  const isLoggedIn = useSession((s) => Boolean(s.token));
  return useChatSocket({
    isEnabled: isLoggedIn,
    getToken: () => useSession.getState().token,
    onMessage: (frame) =>
      applyBuyerChatFrame(client, frame, document.visibilityState === 'visible' ? open.current : null),
    onRead: (frame) => applyBuyerChatFrame(client, frame, open.current),
  });
}
