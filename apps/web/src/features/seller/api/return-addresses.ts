import type { TAddressInput, TReturnAddress } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_QUERY_KEY } from './query-keys';

export const RETURN_ADDRESSES_QUERY_KEY = [...SELLER_QUERY_KEY, 'return-addresses'] as const;

const R = SELLER_CALLS.sellerReturnAddress;

/** The seller's return addresses (退货地址), the default first (`sellerReturnAddress.list`). */
export function getReturnAddressesQueryOptions() {
  return queryOptions({
    queryKey: RETURN_ADDRESSES_QUERY_KEY,
    queryFn: () => request(R.list, {}),
  });
}

export function useReturnAddresses() {
  return useQuery(getReturnAddressesQueryOptions());
}

function useInvalidateReturnAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: RETURN_ADDRESSES_QUERY_KEY });
}

/** Adds a return address, or saves one (`add` / `update`); answers it as stored. */
export function useSaveReturnAddress() {
  const invalidate = useInvalidateReturnAddresses();
  return useMutation({
    mutationFn: (input: TAddressInput & { id?: number }): Promise<TReturnAddress> =>
      input.id === undefined ? request(R.add, input) : request(R.update, { ...input, id: input.id }),
    onSettled: invalidate,
  });
}

/** Removes a return address (`remove`); removing the default promotes the newest remaining one. */
export function useRemoveReturnAddress() {
  const invalidate = useInvalidateReturnAddresses();
  return useMutation({ mutationFn: (id: number) => request(R.remove, { id }), onSettled: invalidate });
}

/** Makes a return address the default (`setDefault`). */
export function useSetDefaultReturnAddress() {
  const invalidate = useInvalidateReturnAddresses();
  return useMutation({ mutationFn: (id: number) => request(R.setDefault, { id }), onSettled: invalidate });
}
