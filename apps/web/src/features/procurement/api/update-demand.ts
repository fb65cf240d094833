import type { TDemandUpdate } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateProcurement } from './query-keys';

/** Rewrites a draft, or a published demand before its first quote (`demand/update`); also publishes a draft. */
export function updateDemand(input: TDemandUpdate) {
  return request(CALLS.procurement.update, input);
}

export function useUpdateDemand() {
  const invalidate = useInvalidateProcurement();
  return useMutation({ mutationFn: updateDemand, onSettled: () => invalidate() });
}
