import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { chatKeys } from './chat-keys';

/** 30 s: the badge's own pace; the chat pages move it at once from the socket. */
export const CHAT_UNREAD_REFRESH_MS = 30_000;

/** The buyer's unread messages from shops (`chat/unread`); silent: a badge never toasts. */
export async function getChatUnread(): Promise<number> {
  return (await request(CALLS.chat.unread, {}, { isSilent: true })).unread;
}

export function getChatUnreadQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: getChatUnread,
    staleTime: CHAT_UNREAD_REFRESH_MS,
    refetchInterval: CHAT_UNREAD_REFRESH_MS,
  });
}

/** The 我的会话 / 在线咨询 badge: 0 and no call while logged out. */
export function useChatUnread(): number {
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const query = useQuery({ ...getChatUnreadQueryOptions(), enabled: isLoggedIn });
  return isLoggedIn ? (query.data ?? 0) : 0;
}
