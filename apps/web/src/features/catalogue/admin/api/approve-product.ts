import type { TCallRequest } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { useInvalidateAdminProducts } from './get-products';

export type TApproveProductInput = TCallRequest<typeof ADMIN_CALLS.adminProduct.approve>;

/** 审核通过：商品立即上架 (`adminProduct.approve`). */
export function approveProduct(input: TApproveProductInput) {
  return request(ADMIN_CALLS.adminProduct.approve, input);
}

export function useApproveProduct() {
  const invalidate = useInvalidateAdminProducts();
  return useMutation({ mutationFn: approveProduct, onSettled: invalidate });
}
