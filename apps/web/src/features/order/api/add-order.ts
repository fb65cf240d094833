import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { request } from '../../../lib/request';

export type TAddOrderInput = TCallRequest<typeof CALLS.order.addOrder>;

/** Orders checked cart entries (`addOrder`): one order per seller; answers the new order ids. */
export function addOrder(data: TAddOrderInput) {
  return request(CALLS.order.addOrder, data);
}
