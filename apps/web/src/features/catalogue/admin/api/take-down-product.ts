import type { TCallRequest } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { useInvalidateAdminProducts } from './get-products';

export type TTakeDownProductInput = TCallRequest<typeof ADMIN_CALLS.adminProduct.takeDown>;

/** 平台下架（原因商家可见；商家不能自行上架） (`adminProduct.takeDown`). */
export function takeDownProduct(input: TTakeDownProductInput) {
  return request(ADMIN_CALLS.adminProduct.takeDown, input);
}

export function useTakeDownProduct() {
  const invalidate = useInvalidateAdminProducts();
  return useMutation({ mutationFn: takeDownProduct, onSettled: invalidate });
}
