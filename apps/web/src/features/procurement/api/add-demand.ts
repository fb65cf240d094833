import type { TDemandInput } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateProcurement } from './query-keys';

/** Saves a draft (`draft: true`) or publishes a demand (`demand/add`); answers its id. */
export function addDemand(input: TDemandInput) {
  return request(CALLS.procurement.add, input);
}

export function useAddDemand() {
  const invalidate = useInvalidateProcurement();
  return useMutation({ mutationFn: addDemand, onSettled: () => invalidate() });
}
