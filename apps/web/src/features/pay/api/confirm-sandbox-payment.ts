import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { getSandboxPaymentQueryOptions } from './get-sandbox-payment';

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
