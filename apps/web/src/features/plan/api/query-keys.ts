import { useQueryClient } from '@tanstack/react-query';

/** Every plan query key starts here; each plan write invalidates the lot. */
export const PLAN_QUERY_KEY = ['plan'] as const;

export const planKeys = {
  list: (params: object) => [...PLAN_QUERY_KEY, 'list', params] as const,
  detail: (id: number) => [...PLAN_QUERY_KEY, 'detail', id] as const,
  mine: (page: number, limit: number) => [...PLAN_QUERY_KEY, 'mine', page, limit] as const,
};

/** After an add, edit or delete the lists, the author's list and the detail are stale. */
export function useInvalidatePlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PLAN_QUERY_KEY });
}
