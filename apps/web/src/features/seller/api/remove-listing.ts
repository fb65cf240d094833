import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateSellerProducts } from './get-products';

export type TRemoveListingInput = TCallRequest<typeof SELLER_CALLS.sellerProduct.remove>;

/** 删除 a product never approved, or (`revision: true`) 删除修改 of an approved one (`sellerProduct.remove`). */
export function removeListing(input: TRemoveListingInput) {
  return request(SELLER_CALLS.sellerProduct.remove, input);
}

export function useRemoveListing() {
  const invalidate = useInvalidateSellerProducts();
  return useMutation({ mutationFn: removeListing, onSettled: invalidate });
}
