import type { TCallPayload } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** A portal slot as `queryPortal` reads it. */
type TPortalSlot = TCallPayload<typeof CALLS.catalogue.queryPortal>;

/** A portal position (`queryPortal`; spec §7: carousel 10/1, market 9/2, rank 3/5, wisdom 3/6, hot 3/3 and 3/4). */
export function getPortal(slot: TPortalSlot) {
  return request(CALLS.catalogue.queryPortal, slot);
}

export function getPortalQueryOptions(slot: TPortalSlot) {
  return queryOptions({
    queryKey: ['catalogue', 'portal', slot.position, slot.rownum],
    queryFn: () => getPortal(slot),
    staleTime: 60_000, // catalogue data changes rarely: fresh for a minute
  });
}

export function usePortal(slot: TPortalSlot) {
  return useQuery(getPortalQueryOptions(slot));
}
