import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** A product's description (`getRichText`, type 1). */
export function getRichText(productId: number) {
  return request(CALLS.catalogue.getRichText, { productId, type: 1 });
}

export function getRichTextQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'rich-text', productId],
    queryFn: () => getRichText(productId),
    staleTime: 5 * 60_000, // changes rarely: fresh for five minutes
  });
}

export function useRichText(productId: number) {
  return useQuery(getRichTextQueryOptions(productId));
}
