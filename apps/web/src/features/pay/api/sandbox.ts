import { CALLS } from '@mall/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** What the cashier shows (`/pay/sandbox/query.json`); silent, the page shows its own states. */
export function getSandboxPayment(paymentNo: string) {
  return request(CALLS.pay.sandboxQuery, { paymentNo }, { isSilent: true });
}

export function getSandboxPaymentQueryOptions(paymentNo: string) {
  return queryOptions({
    queryKey: ['pay', 'sandbox', paymentNo],
    queryFn: () => getSandboxPayment(paymentNo),
    staleTime: 0,
  });
}

/** Only the buyer who owes the payment can load it, so it waits for a signed-in session. */
export function useSandboxPayment(paymentNo: string | null, isSignedIn: boolean) {
  return useQuery({ ...getSandboxPaymentQueryOptions(paymentNo ?? ''), enabled: Boolean(paymentNo) && isSignedIn });
}

/** The buyer pays at the cashier (with the owing buyer's token): the gateway records it and sends the signed notify to the mall. */
export function confirmSandboxPayment(paymentNo: string) {
  return request(CALLS.pay.sandboxConfirm, { paymentNo });
}

export function useConfirmSandboxPayment(paymentNo: string) {
  const queryClient = useQueryClient();
  const key = getSandboxPaymentQueryOptions(paymentNo).queryKey;
  return useMutation({
    mutationFn: () => confirmSandboxPayment(paymentNo),
    onSuccess: (payment) => queryClient.setQueryData(key, payment),
    // Refused (expired, closed): show the payment as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
