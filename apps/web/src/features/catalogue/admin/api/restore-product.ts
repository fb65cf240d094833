import type { TCallRequest } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { useInvalidateAdminProducts } from './get-products';

export type TRestoreProductInput = TCallRequest<typeof ADMIN_CALLS.adminProduct.restore>;

/** 恢复上架 (`adminProduct.restore`). */
export function restoreProduct(input: TRestoreProductInput) {
  return request(ADMIN_CALLS.adminProduct.restore, input);
}

export function useRestoreProduct() {
  const invalidate = useInvalidateAdminProducts();
  return useMutation({ mutationFn: restoreProduct, onSettled: invalidate });
}
