import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_NEWS_KEY } from './query-keys';

export interface TNewsColumnInput {
  name: string;
  sort: number;
}

/** Adds a column (no id) or renames / reorders one (`adminNews.addColumn` / `updateColumn`). */
export function useSaveNewsColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: TNewsColumnInput }) => {
      if (id === null) await request(ADMIN_CALLS.adminNews.addColumn, input);
      else await request(ADMIN_CALLS.adminNews.updateColumn, { ...input, id });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_NEWS_KEY }),
  });
}

/** Removes an empty column (`adminNews.removeColumn`; one with articles is refused with the reason). */
export function useRemoveNewsColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(ADMIN_CALLS.adminNews.removeColumn, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_NEWS_KEY }),
  });
}
