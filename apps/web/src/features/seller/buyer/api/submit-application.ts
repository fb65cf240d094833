import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { APPLICATION_QUERY_KEY } from './get-application';

export type TSubmitApplicationInput = TCallRequest<typeof CALLS.merchantApply.submit>;

/** 提交入驻申请 (`merchantApply.submit`) → `{id}`. */
export function submitApplication(input: TSubmitApplicationInput) {
  return request(CALLS.merchantApply.submit, input);
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPLICATION_QUERY_KEY }),
  });
}
