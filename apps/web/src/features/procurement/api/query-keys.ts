import { useQueryClient } from '@tanstack/react-query';

/** Every procurement query key starts here; each procurement write invalidates the lot. */
export const PROCUREMENT_QUERY_KEY = ['procurement'] as const;

export const procurementKeys = {
  market: (params: object) => [...PROCUREMENT_QUERY_KEY, 'market', params] as const,
  detail: (id: number) => [...PROCUREMENT_QUERY_KEY, 'detail', id] as const,
  mine: (status: number | undefined, page: number) =>
    [...PROCUREMENT_QUERY_KEY, 'mine', status ?? 'all', page] as const,
  quotes: (demandId: number) => [...PROCUREMENT_QUERY_KEY, 'quotes', demandId] as const,
};

/**
 * After any demand or quote write the market, the buyer's list, the detail and the comparison are
 * stale; a settlement also creates an order (the order lists, features/order's ['order'] key).
 * Called also when the call failed: a 409 means the demand moved meanwhile (a quote came, it settled).
 */
export function useInvalidateProcurement() {
  const queryClient = useQueryClient();
  return async ({ isOrderMade = false }: { isOrderMade?: boolean } = {}) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PROCUREMENT_QUERY_KEY }),
      isOrderMade ? queryClient.invalidateQueries({ queryKey: ['order'] }) : undefined,
    ]);
  };
}
