import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { procurementKeys } from './query-keys';

/** One demand in full (`demand/detail`); the contact only for its owner. Silent: pages show a missing one. */
export function getDemand(id: number) {
  return request(CALLS.procurement.detail, { id }, { isSilent: true });
}

export function getDemandQueryOptions(id: number) {
  return queryOptions({
    queryKey: procurementKeys.detail(id),
    queryFn: () => getDemand(id),
    staleTime: 0,
  });
}

export function useDemand(id: number | undefined) {
  return useQuery({ ...getDemandQueryOptions(id ?? 0), enabled: id !== undefined });
}
