import { ORDER_STATUS, type TOrderStatus } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { goodsCount, orderActions, type TOrderActionFacts } from './order-actions';

const NOW = Date.parse('2026-11-21T14:05:00Z');

function facts(status: TOrderStatus, over: Partial<TOrderActionFacts> = {}): TOrderActionFacts {
  const paid = status !== ORDER_STATUS.NOPAY && status !== ORDER_STATUS.CANCELLED;
  const shipped = status === ORDER_STATUS.DELIVER || status === ORDER_STATUS.RECEIVED;
  return {
    status,
    payDeadline: NOW + 20 * 60_000,
    paidAt: paid ? NOW - 3_600_000 : null,
    shippedAt: shipped ? NOW - 1_800_000 : null,
    ...over,
  };
}

describe('orderActions', () => {
  it('lets an unpaid order be paid or cancelled', () => {
    expect(orderActions(facts(ORDER_STATUS.NOPAY), NOW)).toEqual(['pay', 'cancel', 'detail']);
  });

  it('offers nothing but the detail once the time to pay ran out', () => {
    expect(orderActions(facts(ORDER_STATUS.NOPAY, { payDeadline: NOW }), NOW)).toEqual(['detail']);
  });

  it('says the seller is next for a paid order, which can be exported', () => {
    expect(orderActions(facts(ORDER_STATUS.SHIP), NOW)).toEqual(['awaitShip', 'export', 'detail']);
  });

  it('lets a shipped order be received and its parcel followed', () => {
    expect(orderActions(facts(ORDER_STATUS.DELIVER), NOW)).toEqual(['confirmReceipt', 'logistics', 'export', 'detail']);
  });

  it('lets a received order be reviewed and exported', () => {
    expect(orderActions(facts(ORDER_STATUS.RECEIVED), NOW)).toEqual(['review', 'logistics', 'export', 'detail']);
  });

  it('offers buying again for cancelled and closed orders', () => {
    expect(orderActions(facts(ORDER_STATUS.CANCELLED), NOW)).toEqual(['rebuy', 'detail']);
    expect(orderActions(facts(ORDER_STATUS.CLOSED), NOW)).toEqual(['rebuy', 'export', 'detail']);
  });

  it('never offers paying, cancelling or receiving outside their states', () => {
    const all: TOrderStatus[] = [0, 1, 2, 3, 4, 5];
    for (const status of all) {
      const actions = orderActions(facts(status), NOW);
      expect(actions.includes('pay'), `pay from ${status}`).toBe(status === ORDER_STATUS.NOPAY);
      expect(actions.includes('cancel'), `cancel from ${status}`).toBe(status === ORDER_STATUS.NOPAY);
      expect(actions.includes('confirmReceipt'), `receive from ${status}`).toBe(status === ORDER_STATUS.DELIVER);
      expect(actions.at(-1)).toBe('detail');
    }
  });
});

describe('goodsCount', () => {
  it('is the sum of the numbers, not the number of lines', () => {
    expect(goodsCount({ orderDetailList: [{ number: 2 }, { number: 3 }] as never })).toBe(5);
    expect(goodsCount({ orderDetailList: [] })).toBe(0);
  });
});
