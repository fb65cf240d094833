import type { TAddress, TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

export type TUpdateAddressInput = TCallRequest<typeof CALLS.address.upadteAddress>;

/** Saves an edited address (`upadteAddress`, the spec's spelling); a new default clears the others. */
export function updateAddress(data: TUpdateAddressInput) {
  return request(CALLS.address.upadteAddress, data);
}

/** Makes an address the default one: the same call with every field as it is and the flag set. */
export function setDefaultAddress(address: TAddress) {
  const { id, realname, telphone, province, city, area, street } = address;
  return updateAddress({ id, realname, telphone, province, city, area, street, isDefaultAddress: 1 });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
