import { useQuery } from '@tanstack/react-query';
import { getUserInfoQueryOptions } from '../../../lib/user-info';
import { useSession } from '../../../stores/session';

/** The signed-in buyer's profile; the fetcher and its options sit in lib/user-info (the session store loads it too). */
export function useUserInfo() {
  const token = useSession((s) => s.token);
  return useQuery({ ...getUserInfoQueryOptions(), enabled: Boolean(token) });
}
