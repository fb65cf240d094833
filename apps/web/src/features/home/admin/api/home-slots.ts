import type { THomeItemInput, THomePosition } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_QUERY_KEY } from '../../../admin';

const HOME_SLOTS_KEY = [...ADMIN_QUERY_KEY, 'home', 'slots'] as const;

/** Every position of the storefront's home with its items (`adminHome.slots`). */
export function getHomeSlotsQueryOptions() {
  return queryOptions({
    queryKey: HOME_SLOTS_KEY,
    queryFn: () => request(ADMIN_CALLS.adminHome.slots, {}),
    staleTime: 0,
  });
}

export function useHomeSlots() {
  return useQuery(getHomeSlotsQueryOptions());
}

/** Replaces one position's items (`adminHome.update`): the home shows them at once. */
export function useUpdateHomePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { position: THomePosition; items: THomeItemInput[] }) =>
      request(ADMIN_CALLS.adminHome.update, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: HOME_SLOTS_KEY }),
  });
}
