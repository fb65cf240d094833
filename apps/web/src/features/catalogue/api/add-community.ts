import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { COMMUNITY_QUERY_KEY } from './get-community';

export type TAddCommunityInput = TCallRequest<typeof CALLS.catalogue.addCommunity>;

/** Posts to the community (`addCommunity`, login required). */
export function addCommunity(data: TAddCommunityInput) {
  return request(CALLS.catalogue.addCommunity, data);
}

/** `onSuccess` runs first (the composer clears itself), then the community pages reload. */
export function useAddCommunity({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCommunity,
    onSuccess: async () => {
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: COMMUNITY_QUERY_KEY });
    },
  });
}
