import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
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
    // The reload brings the new entry and, through the cart query, the badges' count.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
  });
}
