import type { TCallRequest } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_NEWS_KEY } from './query-keys';

export type TNewsSaveInput = TCallRequest<typeof ADMIN_CALLS.adminNews.add>;

/** 保存: adds an article (no id) or updates one (`adminNews.add` / `update`) → its id. */
export async function saveNews(id: number | null, input: TNewsSaveInput): Promise<number> {
  if (id === null) return (await request(ADMIN_CALLS.adminNews.add, input)).id;
  await request(ADMIN_CALLS.adminNews.update, { ...input, id });
  return id;
}

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TNewsSaveInput }) => saveNews(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_NEWS_KEY }),
  });
}

/** Removes an article (`adminNews.remove`). */
export function useRemoveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(ADMIN_CALLS.adminNews.remove, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_NEWS_KEY }),
  });
}
