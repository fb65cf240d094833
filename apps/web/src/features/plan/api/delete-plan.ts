import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidatePlans } from './query-keys';

/** Deletes the author's plan (`plan/delete`). */
export function deletePlan(id: number) {
  return request(CALLS.plan.delete, { id });
}

export function useDeletePlan() {
  const invalidate = useInvalidatePlans();
  // Invalidated also on failure: a 404 means it was deleted meanwhile (another tab).
  return useMutation({ mutationFn: deletePlan, onSettled: () => invalidate() });
}
