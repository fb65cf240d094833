import type { TFeedback } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Sends feedback to the operators (`feedback/add`): 建议, 问题, 投诉 or 客服. */
export function addFeedback(data: TFeedback) {
  return request(CALLS.feedback.add, data);
}

export function useAddFeedback() {
  return useMutation({ mutationFn: addFeedback });
}
