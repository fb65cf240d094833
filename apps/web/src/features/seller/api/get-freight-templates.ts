import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SELLER_QUERY_KEY } from './query-keys';

/** The seller's freight templates; saving, removing or a product's choice invalidates it. */
export const FREIGHT_TEMPLATES_QUERY_KEY = [...SELLER_QUERY_KEY, 'freight-templates'] as const;

/** 运费模板 of the shop, latest change first, each with how many products name it (`sellerFreight.list`). */
export function getFreightTemplatesQueryOptions() {
  return queryOptions({
    queryKey: FREIGHT_TEMPLATES_QUERY_KEY,
    queryFn: () => request(SELLER_CALLS.sellerFreight.list, {}),
    staleTime: 0,
  });
}

export function useFreightTemplates() {
  return useQuery(getFreightTemplatesQueryOptions());
}

export function useInvalidateFreightTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FREIGHT_TEMPLATES_QUERY_KEY });
}
