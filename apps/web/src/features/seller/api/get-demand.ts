import type { TSellerDemand } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { STATUS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RequestError, request } from '../../../lib/request';
import { SELLER_DEMANDS_QUERY_KEY } from './get-demands';

/**
 * One demand for the quote form (`sellerProcurement.detail`): open, or quoted by this seller; null
 * when the server says 404 (a draft, closed without the seller's quote, unknown), which the page shows
 * as its own not-found state.
 */
export async function getSellerDemand(demandId: number): Promise<TSellerDemand | null> {
  try {
    return await request(SELLER_CALLS.sellerProcurement.detail, { demandId }, { isSilent: true });
  } catch (error) {
    if (error instanceof RequestError && error.status === STATUS.NOT_FOUND) return null;
    throw error;
  }
}

export function getSellerDemandQueryOptions(demandId: number) {
  return queryOptions({
    queryKey: [...SELLER_DEMANDS_QUERY_KEY, 'one', demandId],
    queryFn: () => getSellerDemand(demandId),
    // The form is filled from it once: no refetch under the seller's hands.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useSellerDemand(demandId: number | undefined) {
  return useQuery({ ...getSellerDemandQueryOptions(demandId ?? 0), enabled: demandId !== undefined });
}
