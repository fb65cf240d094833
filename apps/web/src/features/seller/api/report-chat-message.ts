import type { TCallPayload } from '@mall/contract';
import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Reports a buyer's message to the platform with a reason (`sellerChat.report`; again changes nothing). */
export function useReportSellerChatMessage() {
  return useMutation({
    mutationFn: (input: TCallPayload<typeof SELLER_CALLS.sellerChat.report>) =>
      request(SELLER_CALLS.sellerChat.report, input),
  });
}
