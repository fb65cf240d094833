import type { TCallPayload } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateFreightTemplates } from './get-freight-templates';
import { useInvalidateSellerProducts } from './get-products';

/** A product's 运费模板, or null: 包邮 (`sellerProduct.setFreightTemplate`); the lists reload. */
export function useSetFreightTemplate() {
  const invalidateProducts = useInvalidateSellerProducts();
  const invalidateTemplates = useInvalidateFreightTemplates();
  return useMutation({
    mutationFn: (input: TCallPayload<typeof SELLER_CALLS.sellerProduct.setFreightTemplate>) =>
      request(SELLER_CALLS.sellerProduct.setFreightTemplate, input),
    onSettled: () => Promise.all([invalidateProducts(), invalidateTemplates()]),
  });
}
