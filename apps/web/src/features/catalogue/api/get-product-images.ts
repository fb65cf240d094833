import { CALLS } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { CATALOGUE_STALE_MS } from './stale-time';

/** A product's gallery images (`productFile`, type 2). */
export function getProductImages(productId: number) {
  return request(CALLS.catalogue.productFile, { productId, type: 2 });
}

export function getProductImagesQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'images', productId],
    queryFn: () => getProductImages(productId),
    staleTime: 5 * CATALOGUE_STALE_MS,
  });
}

export function useProductImages(productId: number) {
  return useQuery(getProductImagesQueryOptions(productId));
}
