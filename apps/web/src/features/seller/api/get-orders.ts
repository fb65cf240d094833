import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { sellerOrderPayload, type TSellerOrderFilter } from '../order-filter';
import { SELLER_QUERY_KEY } from './query-keys';

/** Every seller order query key starts here (lists and details); shipping invalidates the lot. */
export const SELLER_ORDER_QUERY_KEY = [...SELLER_QUERY_KEY, 'order'] as const;

/** Orders a page of the workbench's list holds. */
export const SELLER_ORDER_PAGE_SIZE = 10;

/** One page of the seller's orders (`sellerOrder.list`): status tab, keyword, page; with `total`. */
export function getSellerOrdersQueryOptions(filter: TSellerOrderFilter) {
  return queryOptions({
    queryKey: [...SELLER_ORDER_QUERY_KEY, 'list', filter],
    queryFn: () =>
      requestPaged(SELLER_CALLS.sellerOrder.list, {
        ...sellerOrderPayload(filter),
        page: filter.page,
        limit: SELLER_ORDER_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSellerOrders(filter: TSellerOrderFilter) {
  return useQuery(getSellerOrdersQueryOptions(filter));
}
