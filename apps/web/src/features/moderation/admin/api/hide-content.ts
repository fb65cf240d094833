import type { TCallPayload } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { CONTENT_QUERY_KEY } from './get-content';

/** Hides content from every public answer; its author reads the reason in 消息 (`adminContent.hide`). */
export function hideContent(input: TCallPayload<typeof ADMIN_CALLS.adminContent.hide>) {
  return request(ADMIN_CALLS.adminContent.hide, input);
}

export function useHideContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY }),
  });
}
