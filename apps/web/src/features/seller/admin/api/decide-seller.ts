import { ADMIN_CALLS } from '@mall/contract/admin-wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/request';
import { ADMIN_SELLER_QUERY_KEY } from './query-keys';

/** After any seller write (or its refusal): the queue and the list reload. */
function useSellerWrite<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_SELLER_QUERY_KEY }),
  });
}

/** 通过: the seller account and its shop are made, the login goes to the contact phone by SMS. */
export function approveApplication(id: number) {
  return request(ADMIN_CALLS.adminSeller.approve, { id });
}
export const useApproveApplication = () => useSellerWrite(approveApplication);

/** 驳回 with the reason the applicant reads. */
export function rejectApplication(input: { id: number; reason: string }) {
  return request(ADMIN_CALLS.adminSeller.reject, input);
}
export const useRejectApplication = () => useSellerWrite(rejectApplication);

/** 暂停: the seller's products leave every shelf at once; open orders go on. */
export function suspendSeller(input: { id: number; reason: string }) {
  return request(ADMIN_CALLS.adminSeller.suspend, input);
}
export const useSuspendSeller = () => useSellerWrite(suspendSeller);

/** 恢复: the products it had on sale come back. */
export function resumeSeller(id: number) {
  return request(ADMIN_CALLS.adminSeller.resume, { id });
}
export const useResumeSeller = () => useSellerWrite(resumeSeller);
