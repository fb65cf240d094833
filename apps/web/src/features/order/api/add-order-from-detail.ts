import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { request } from '../../../lib/request';

export type TAddOrderFromDetailInput = TCallRequest<typeof CALLS.order.addOrderFromDetail>;

/** Buy now from a product detail (`addOrderFromDetail`); answers the new order id. */
export function addOrderFromDetail(data: TAddOrderFromDetailInput) {
  return request(CALLS.order.addOrderFromDetail, data);
}
