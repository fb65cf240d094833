import type { TPlanUpdate } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidatePlans } from './query-keys';

/** Rewrites the author's plan (`plan/update`). */
export function updatePlan(input: TPlanUpdate) {
  return request(CALLS.plan.update, input);
}

export function useUpdatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: updatePlan, onSuccess: () => invalidate() });
}
