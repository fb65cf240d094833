import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateSellerProducts } from './get-products';

export type TSetProductStatusInput = TCallRequest<typeof SELLER_CALLS.sellerProduct.setStatus>;

/** 上架 (1) / 下架 (0) (`sellerProduct.setStatus`). */
export function useSetProductStatus() {
  const invalidate = useInvalidateSellerProducts();
  return useMutation({
    mutationFn: (input: TSetProductStatusInput) => request(SELLER_CALLS.sellerProduct.setStatus, input),
    onSettled: invalidate,
  });
}
