import type { TCallRequest } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { useInvalidateCategoryTree } from './get-category-tree';

export type TRemoveCategoryInput = TCallRequest<typeof ADMIN_CALLS.adminCategory.remove>;

/** 删除分类 (`adminCategory.remove`). */
export function removeCategory(input: TRemoveCategoryInput) {
  return request(ADMIN_CALLS.adminCategory.remove, input);
}

export function useRemoveCategory() {
  const invalidate = useInvalidateCategoryTree();
  return useMutation({ mutationFn: removeCategory, onSettled: invalidate });
}
