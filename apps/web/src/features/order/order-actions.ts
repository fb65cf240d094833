import type { TOrder } from '@mall/contract';
import { nextOrderStatus, ORDER_STATUS } from '@mall/contract/wire';
import { isPayExpired } from './pay-countdown';

/**
 * What a buyer can do with an order, in the order the buttons appear (the main one first).
 * `awaitShip` is not a button of the buyer's: it says the seller is next (待商家发货).
 */
export type TOrderActionKey =
  | 'pay'
  | 'cancel'
  | 'awaitShip'
  | 'confirmReceipt'
  | 'review'
  | 'rebuy'
  | 'logistics'
  | 'export'
  | 'detail';

export type TOrderActionFacts = Pick<TOrder, 'status' | 'payDeadline' | 'paidAt' | 'shippedAt'>;

/**
 * The actions an order's state allows, read from the contract's transition table, so the buttons
 * never offer what the server would refuse with 409. An unpaid order past its deadline offers
 * nothing but its detail: the server cancels it.
 */
export function orderActions(order: TOrderActionFacts, now: number): TOrderActionKey[] {
  const { status } = order;
  const actions: TOrderActionKey[] = [];
  const isPayable = nextOrderStatus(status, 'pay') !== null && !isPayExpired(order.payDeadline, now);
  if (isPayable) actions.push('pay');
  if (isPayable && nextOrderStatus(status, 'cancel') !== null) actions.push('cancel');
  if (nextOrderStatus(status, 'ship') !== null) actions.push('awaitShip');
  if (nextOrderStatus(status, 'confirmReceipt') !== null) actions.push('confirmReceipt');
  if (status === ORDER_STATUS.RECEIVED) actions.push('review');
  if (status === ORDER_STATUS.CANCELLED || status === ORDER_STATUS.CLOSED) actions.push('rebuy');
  if (order.shippedAt !== null) actions.push('logistics');
  if (order.paidAt !== null) actions.push('export');
  actions.push('detail');
  return actions;
}

/** The goods count (spec §3): the sum of the lines' numbers. */
export function goodsCount(order: Pick<TOrder, 'orderDetailList'>): number {
  return order.orderDetailList.reduce((sum, line) => sum + line.number, 0);
}
