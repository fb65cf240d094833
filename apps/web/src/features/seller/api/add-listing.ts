import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateSellerProducts } from './get-products';

export type TAddListingInput = TCallRequest<typeof SELLER_CALLS.sellerProduct.add>;

/** 保存草稿: a new product (`sellerProduct.add`); it answers the new id. */
export function addListing(input: TAddListingInput) {
  return request(SELLER_CALLS.sellerProduct.add, input);
}

export function useAddListing() {
  const invalidate = useInvalidateSellerProducts();
  return useMutation({ mutationFn: addListing, onSettled: invalidate });
}
