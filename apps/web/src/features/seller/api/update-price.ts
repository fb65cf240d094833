import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateSellerProducts } from './get-products';

export type TUpdatePriceInput = TCallRequest<typeof SELLER_CALLS.sellerProduct.updatePrice>;

/** A standard's price (`sellerProduct.updatePrice`); the product's list price follows on the server. */
export function useUpdatePrice() {
  const invalidate = useInvalidateSellerProducts();
  return useMutation({
    mutationFn: (input: TUpdatePriceInput) => request(SELLER_CALLS.sellerProduct.updatePrice, input),
    onSettled: invalidate,
  });
}
