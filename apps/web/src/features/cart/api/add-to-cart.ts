import { CALLS, type TCallRequest } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useCart } from '../../../stores/cart';
import { CART_QUERY_KEY } from './get-cart';

export type TAddToCartInput = TCallRequest<typeof CALLS.cart.add>;

/** Adds units of a standard (`shoppingCart/add`); the same standard merges into one entry. */
export function addToCart(data: TAddToCartInput) {
  return request(CALLS.cart.add, data);
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (result) => {
      useCart.getState().setCount(result.count);
      return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });
}
