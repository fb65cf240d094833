import type { TCallRequest } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { useInvalidateAdminProducts } from './get-products';

export type TRejectProductInput = TCallRequest<typeof ADMIN_CALLS.adminProduct.reject>;

/** 审核驳回（原因商家可见） (`adminProduct.reject`). */
export function rejectProduct(input: TRejectProductInput) {
  return request(ADMIN_CALLS.adminProduct.reject, input);
}

export function useRejectProduct() {
  const invalidate = useInvalidateAdminProducts();
  return useMutation({ mutationFn: rejectProduct, onSettled: invalidate });
}
