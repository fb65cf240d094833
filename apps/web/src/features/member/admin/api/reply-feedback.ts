import type { TCallPayload } from '@mall/contract';
import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_FEEDBACK_QUERY_KEY } from './get-feedback';

/** Answers a buyer's feedback once; the buyer reads it in 消息 (`adminFeedback.reply`). */
export function replyFeedback(input: TCallPayload<typeof ADMIN_CALLS.adminFeedback.reply>) {
  return request(ADMIN_CALLS.adminFeedback.reply, input);
}

export function useReplyFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyFeedback,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_FEEDBACK_QUERY_KEY }),
  });
}
