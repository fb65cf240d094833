import type { TCallRequest } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { useInvalidateCategoryTree } from './get-category-tree';

export type TAddCategoryInput = TCallRequest<typeof ADMIN_CALLS.adminCategory.add>;

/** 新增分类 (`adminCategory.add`). */
export function addCategory(input: TAddCategoryInput) {
  return request(ADMIN_CALLS.adminCategory.add, input);
}

export function useAddCategory() {
  const invalidate = useInvalidateCategoryTree();
  return useMutation({ mutationFn: addCategory, onSettled: invalidate });
}
