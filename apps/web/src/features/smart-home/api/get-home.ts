import type { TSmartHomeAnswer } from '@mall/contract';
import { CALLS, isEmptyHome } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';

export const SMART_HOME_QUERY_KEY = ['smartHome'] as const;

/** The buyer's home (`/user/home/get.json`); both lists empty when none is described. */
export function getHome(): Promise<TSmartHomeAnswer> {
  return request(CALLS.smartHome.get, {}, { isSilent: true });
}

export function getHomeQueryOptions() {
  return queryOptions({ queryKey: SMART_HOME_QUERY_KEY, queryFn: getHome, staleTime: 60_000 });
}

/** The signed-in buyer's home (nothing is asked for while logged out). */
export function useSmartHome() {
  const token = useSession((s) => s.token);
  return useQuery({ ...getHomeQueryOptions(), enabled: Boolean(token) });
}

/** Whether the signed-in buyer has described a home (false while unknown or logged out). */
export function useHasHome(): boolean {
  const home = useSmartHome().data;
  return home !== undefined && !isEmptyHome(home);
}
