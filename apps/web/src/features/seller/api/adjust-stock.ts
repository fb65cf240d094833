import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateSellerProducts } from './get-products';

export type TAdjustStockInput = TCallRequest<typeof SELLER_CALLS.sellerProduct.adjustStock>;

/**
 * 入库 / 出库 (`sellerProduct.adjustStock`, a signed delta). Going below 0 is refused with 409
 * STOCK_ADJUST_NEGATIVE (toasted by the request layer); the lists reload either way, so the row shows
 * the stock as it is now.
 */
export function useAdjustStock() {
  const invalidate = useInvalidateSellerProducts();
  return useMutation({
    mutationFn: (input: TAdjustStockInput) => request(SELLER_CALLS.sellerProduct.adjustStock, input),
    onSettled: invalidate,
  });
}
