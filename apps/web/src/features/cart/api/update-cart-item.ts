import type { TCallRequest, TCartGroup } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { CART_QUERY_KEY } from './get-cart';

export type TUpdateCartItemInput = TCallRequest<typeof CALLS.cart.update>;

/** Sets the number of one cart entry (`shoppingCart/update`), bounded by stock on the server. */
export function updateCartItem(data: TUpdateCartItemInput) {
  return request(CALLS.cart.update, data);
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (result) => {
      // Show the new number at once; the refetch below brings the entry's status and stock.
      queryClient.setQueryData<TCartGroup[]>(CART_QUERY_KEY, (groups) =>
        groups?.map((g) => ({
          ...g,
          productList: g.productList.map((item) => (item.id === result.id ? { ...item, number: result.number } : item)),
        })),
      );
      return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });
}
