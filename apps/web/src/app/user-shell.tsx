import { UserLayout } from '../components/layouts/user-layout';
import { useChatUnread } from '../features/chat/api/get-chat-unread';

/**
 * The account centre's layout with its feature counts: 我的会话's unread messages from shops (asked
 * every 30 s while an account page is open; the shared layout itself imports no feature).
 */
export function UserShell() {
  return <UserLayout badges={{ '/user/chat': useChatUnread() }} />;
}
