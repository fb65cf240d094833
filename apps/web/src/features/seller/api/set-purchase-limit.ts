import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateSellerProducts } from './get-products';

export type TSetPurchaseLimitInput = TCallRequest<typeof SELLER_CALLS.sellerProduct.setPurchaseLimit>;

/**
 * 设置限购 (`sellerProduct.setPurchaseLimit`): a number of units per buyer, or null for the default
 * (each standard's stock × 20%, at least 5). Answers the limit each standard now has; the lists reload.
 */
export function useSetPurchaseLimit() {
  const invalidate = useInvalidateSellerProducts();
  return useMutation({
    mutationFn: (input: TSetPurchaseLimitInput) => request(SELLER_CALLS.sellerProduct.setPurchaseLimit, input),
    onSettled: invalidate,
  });
}
