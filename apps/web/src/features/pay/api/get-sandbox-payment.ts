import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
