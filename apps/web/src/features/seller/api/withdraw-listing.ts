import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateSellerProducts } from './get-products';

export type TWithdrawListingInput = TCallRequest<typeof SELLER_CALLS.sellerProduct.withdraw>;

/** 撤回审核 (`sellerProduct.withdraw`): back to 草稿, or the revision back to unsubmitted. */
export function withdrawListing(input: TWithdrawListingInput) {
  return request(SELLER_CALLS.sellerProduct.withdraw, input);
}

export function useWithdrawListing() {
  const invalidate = useInvalidateSellerProducts();
  return useMutation({ mutationFn: withdrawListing, onSettled: invalidate });
}
