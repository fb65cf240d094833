import type { TCallRequest } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { useInvalidateCategoryTree } from './get-category-tree';

export type TUpdateCategoryInput = TCallRequest<typeof ADMIN_CALLS.adminCategory.update>;

/** 修改分类（名称、图标、排序值） (`adminCategory.update`). */
export function updateCategory(input: TUpdateCategoryInput) {
  return request(ADMIN_CALLS.adminCategory.update, input);
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCategoryTree();
  return useMutation({ mutationFn: updateCategory, onSettled: invalidate });
}
