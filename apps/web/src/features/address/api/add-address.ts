import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

export type TAddAddressInput = TCallRequest<typeof CALLS.address.addAddress>;

/** Saves a new address (`addAddress`) and answers it with its server id. */
export function addAddress(data: TAddAddressInput) {
  return request(CALLS.address.addAddress, data);
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
