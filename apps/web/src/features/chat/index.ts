/**
 * 客服会话 (DESIGN-OPERATE §J): the buyer's conversations with shops and the pieces the shop's inbox
 * reuses (the socket, the message column, the composer, the conversation list, the cache merges).
 */
export {
  ChatComposer,
  type TChatComposerProps,
  type TChatComposerSend,
  type TChatPendingCard,
} from './components/chat-composer';
export { ChatConnection } from './components/chat-connection';
export { ChatConversationList, type TChatConversationListProps } from './components/chat-conversation-list';
export { ChatMessages, chatProductHref, type TChatMessagesProps } from './components/chat-messages';
export { ChatReportModal } from './components/chat-report-modal';
export {
  appendChatMessage,
  applyChatRead,
  bumpChatList,
  bumpChatUnread,
  chatPreview,
  clearChatListUnread,
  mergeNewestHistory,
  newestPeerMessageId,
  prependOlderHistory,
  type TChatListPage,
} from './lib/chat-cache';
export {
  CHAT_READY_TIMEOUT_MS,
  CHAT_RECONNECT_MS,
  chatSocketUrl,
  connectChatSocket,
  parseChatFrame,
  type TChatConnectionState,
  type TChatMessageFrame,
  type TChatReadFrame,
  type TChatSocket,
  type TChatSocketOptions,
  useChatSocket,
} from './lib/chat-socket';
export { chatListTimeText, chatTimeText, needsChatDivider } from './lib/chat-time';
export { useVisualViewportHeight } from './lib/use-visual-viewport';
