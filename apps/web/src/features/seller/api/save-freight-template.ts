import type { TCallRequest } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateFreightTemplates } from './get-freight-templates';

export type TFreightTemplateInput = TCallRequest<typeof SELLER_CALLS.sellerFreight.add>;

/** 新建 (no id) or 保存 (an id) a freight template (`sellerFreight.add` / `update`). */
export function useSaveFreightTemplate() {
  const invalidate = useInvalidateFreightTemplates();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TFreightTemplateInput }) =>
      id === null
        ? request(SELLER_CALLS.sellerFreight.add, input)
        : request(SELLER_CALLS.sellerFreight.update, { id, ...input }),
    onSettled: invalidate,
  });
}

/** 删除 a template; 409 FREIGHT_TEMPLATE_IN_USE while a product names it (toasted by the request layer). */
export function useRemoveFreightTemplate() {
  const invalidate = useInvalidateFreightTemplates();
  return useMutation({
    mutationFn: (id: number) => request(SELLER_CALLS.sellerFreight.remove, { id }),
    onSettled: invalidate,
  });
}
