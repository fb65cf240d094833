import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { messageKeys } from './query-keys';

/** How many of the buyer's messages are unread (`message/unreadCount`); silent: a badge never toasts. */
export async function getUnreadCount(): Promise<number> {
  return (await request(CALLS.message.unreadCount, {}, { isSilent: true })).unread;
}

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: getUnreadCount,
    staleTime: 30_000,
    // Messages arrive without the buyer doing anything (a seller ships): look again now and then
    // while the page is in view (TanStack Query pauses the interval in a background tab).
    refetchInterval: 60_000,
  });
}

/** The unread badge of the navbar and the elevator: 0 and no call while logged out. */
export function useUnreadCount(): number {
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const query = useQuery({ ...getUnreadCountQueryOptions(), enabled: isLoggedIn });
  return isLoggedIn ? (query.data ?? 0) : 0;
}
