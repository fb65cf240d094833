import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateOrders } from './invalidate-orders';

export type TPayOrdersInput = TCallRequest<typeof CALLS.order.pay>;

/**
 * Pays orders with AI币 (paid at once) or through a channel: answers where the buyer pays (Alipay's
 * gateway, the mall's WeChat QR page or WeChat's H5 page, the sandbox cashier) and the payment number.
 */
export function payOrders(data: TPayOrdersInput) {
  return request(CALLS.order.pay, data);
}

export function usePayOrders() {
  const invalidate = useInvalidateOrders(true);
  return useMutation({ mutationFn: payOrders, onSettled: invalidate });
}
