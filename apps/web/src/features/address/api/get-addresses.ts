import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';

export const ADDRESSES_QUERY_KEY = ['address', 'list'] as const;

/** The buyer's addresses, default first (`selectAddress`). Spec §8: a failing load is silently ignored. */
export function getAddresses() {
  return request(CALLS.address.selectAddress, {}, { isSilent: true });
}

export function getAddressesQueryOptions() {
  return queryOptions({ queryKey: ADDRESSES_QUERY_KEY, queryFn: getAddresses });
}

export function useAddresses() {
  const token = useSession((s) => s.token);
  return useQuery({ ...getAddressesQueryOptions(), enabled: Boolean(token) });
}
