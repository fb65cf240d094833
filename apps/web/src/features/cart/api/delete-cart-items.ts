import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { CART_QUERY_KEY } from './get-cart';

/** Removes cart entries by their cart item ids (`shoppingCart/delete`). */
export function deleteCartItems(ids: number[]) {
  return request(CALLS.cart.delete, { ids });
}

export function useDeleteCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItems,
    // The reload sets the badge to the new count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
