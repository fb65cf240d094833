import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/request';

/** The site's settings as they stand (`adminSettings.get`). */
export function getSettings() {
  return request(ADMIN_CALLS.adminSettings.get, {});
}

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'settings'], queryFn: getSettings, staleTime: 0 });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
