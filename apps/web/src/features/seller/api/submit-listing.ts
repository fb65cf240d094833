import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateSellerProducts } from './get-products';

export type TSubmitListingInput = TCallRequest<typeof SELLER_CALLS.sellerProduct.submit>;

/** 提交审核 (`sellerProduct.submit`): the product, or its revision, goes to the review queue. */
export function submitListing(input: TSubmitListingInput) {
  return request(SELLER_CALLS.sellerProduct.submit, input);
}

export function useSubmitListing() {
  const invalidate = useInvalidateSellerProducts();
  return useMutation({ mutationFn: submitListing, onSettled: invalidate });
}
