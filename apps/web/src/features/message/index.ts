/**
 * Messages (消息中心): the shell's unread badge and the member page's list. Imports no other feature.
 */
export { useUnreadCount } from './api/get-unread-count';
export { MessageList } from './components/message-list';
