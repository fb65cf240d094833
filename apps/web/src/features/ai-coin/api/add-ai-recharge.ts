import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type TAddAiRechargeInput = TCallRequest<typeof CALLS.aiCoin.addAiRecharge>;

/**
 * Starts a top-up through one of the shop's channels (支付宝, 微信支付, the sandbox): answers where the
 * buyer pays (`payUrl`: the gateway, the mall's WeChat QR page or WeChat's H5 page) and the payment number.
 */
export function addAiRecharge(data: TAddAiRechargeInput) {
  return request(CALLS.aiCoin.addAiRecharge, data);
}

export function useAddAiRecharge() {
  return useMutation({ mutationFn: addAiRecharge });
}
