import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { memberKeys } from './query-keys';

/** Empties the buyer's footprints (`footprint/clear`). */
export function clearFootprints() {
  return request(CALLS.footprint.clear, {});
}

export function useClearFootprints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearFootprints,
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.footprints }),
  });
}
