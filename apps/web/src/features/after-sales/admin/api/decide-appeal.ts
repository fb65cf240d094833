import type { TCallPayload } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { APPEALS_QUERY_KEY } from './get-appeals';

/** Decides an appeal: refund (the after-sales refund) or uphold the rejection (`adminAfterSales.decide`). */
export function decideAppeal(input: TCallPayload<typeof ADMIN_CALLS.adminAfterSales.decide>) {
  return request(ADMIN_CALLS.adminAfterSales.decide, input);
}

export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppeal,
    // Also after a 409: another agent decided it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPEALS_QUERY_KEY }),
  });
}
