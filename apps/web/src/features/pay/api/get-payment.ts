import type { TPaymentView } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** How often a page waiting for a payment asks again: the server asks the gateway itself meanwhile. */
export const PAYMENT_POLL_MS = 2000;

/**
 * A payment as its payer follows it (`/pay/query.json`): the WeChat QR page and the result page the
 * gateways send the buyer back to. Silent: the pages draw their own states, and a poll must not toast.
 */
export function getPayment(paymentNo: string) {
  return request(CALLS.pay.query, { paymentNo }, { isSilent: true });
}

export function getPaymentQueryOptions(paymentNo: string) {
  return queryOptions({
    queryKey: ['pay', 'payment', paymentNo],
    queryFn: () => getPayment(paymentNo),
    staleTime: 0,
  });
}

/**
 * Only the buyer who owes the payment can load it (the routes are guarded). While `shouldPoll` says
 * the page still waits for the gateway, it asks again every PAYMENT_POLL_MS (a failed poll included:
 * the last answer stays on screen).
 */
export function usePayment(paymentNo: string | null, shouldPoll: (payment: TPaymentView) => boolean) {
  return useQuery({
    ...getPaymentQueryOptions(paymentNo ?? ''),
    enabled: Boolean(paymentNo),
    refetchInterval: (query) => {
      const payment = query.state.data;
      return payment !== undefined && shouldPoll(payment) ? PAYMENT_POLL_MS : false;
    },
  });
}
