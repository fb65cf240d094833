import type { TCallRequest } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { useInvalidateCategoryTree } from './get-category-tree';

export type TMoveCategoryInput = TCallRequest<typeof ADMIN_CALLS.adminCategory.move>;

/** 移动分类或调整同级顺序 (`adminCategory.move`). */
export function moveCategory(input: TMoveCategoryInput) {
  return request(ADMIN_CALLS.adminCategory.move, input);
}

export function useMoveCategory() {
  const invalidate = useInvalidateCategoryTree();
  return useMutation({ mutationFn: moveCategory, onSettled: invalidate });
}
