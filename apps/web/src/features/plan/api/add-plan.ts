import type { TPlanInput } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidatePlans } from './query-keys';

/** Publishes a plan (`plan/add`); answers its id. */
export function addPlan(input: TPlanInput) {
  return request(CALLS.plan.add, input);
}

export function useAddPlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: addPlan, onSuccess: () => invalidate() });
}
