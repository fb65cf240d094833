import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export type TAddAiRechargeInput = TCallRequest<typeof CALLS.aiCoin.addAiRecharge>;

/** Starts a top-up through the sandbox gateway; answers the cashier page (`payUrl`). */
export function addAiRecharge(data: TAddAiRechargeInput) {
  return request(CALLS.aiCoin.addAiRecharge, data);
}

export function useAddAiRecharge() {
  return useMutation({ mutationFn: addAiRecharge });
}
