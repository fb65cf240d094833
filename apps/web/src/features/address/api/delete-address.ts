import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

/** Deletes one address (`deleteAddress`). */
export function deleteAddress(id: number) {
  return request(CALLS.address.deleteAddress, { id });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
