import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** A product's gallery images (`productFile`, type 2). */
export function getProductImages(productId: number) {
  return request(CALLS.catalogue.productFile, { productId, type: 2 });
}

export function getProductImagesQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'images', productId],
    queryFn: () => getProductImages(productId),
    staleTime: 5 * 60_000, // changes rarely: fresh for five minutes
  });
}

export function useProductImages(productId: number) {
  return useQuery(getProductImagesQueryOptions(productId));
}
