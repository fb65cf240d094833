import type { TCallPayload } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { CONTENT_QUERY_KEY } from './get-content';

/** Shows hidden content again (`adminContent.restore`). */
export function restoreContent(input: TCallPayload<typeof ADMIN_CALLS.adminContent.restore>) {
  return request(ADMIN_CALLS.adminContent.restore, input);
}

export function useRestoreContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY }),
  });
}
