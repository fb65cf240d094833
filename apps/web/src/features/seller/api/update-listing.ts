import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateSellerProducts } from './get-products';

export type TUpdateListingInput = TCallRequest<typeof SELLER_CALLS.sellerProduct.update>;

/** Saves a product again (`sellerProduct.update`): in place while never approved, else as a revision. */
export function updateListing(input: TUpdateListingInput) {
  return request(SELLER_CALLS.sellerProduct.update, input);
}

export function useUpdateListing() {
  const invalidate = useInvalidateSellerProducts();
  return useMutation({ mutationFn: updateListing, onSettled: invalidate });
}
