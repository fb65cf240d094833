import { CALLS } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { CATALOGUE_STALE_MS } from './stale-time';

/** A product's description (`getRichText`, type 1). */
export function getRichText(productId: number) {
  return request(CALLS.catalogue.getRichText, { productId, type: 1 });
}

export function getRichTextQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'rich-text', productId],
    queryFn: () => getRichText(productId),
    staleTime: 5 * CATALOGUE_STALE_MS,
  });
}

export function useRichText(productId: number) {
  return useQuery(getRichTextQueryOptions(productId));
}
