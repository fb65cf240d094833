import { describe, expect, it } from 'vitest';
import {
  nextProductState,
  PRODUCT_STATE,
  PRODUCT_STATES,
  PRODUCT_STATUS,
  productStatusOf,
  type TProductAction,
  type TProductState,
} from './product-status.js';

const { DRAFT, PENDING, ON_SALE, REJECTED, OFF_SALE, TAKEN_DOWN } = PRODUCT_STATE;

/** Every allowed move (DESIGN-OPERATE §B); every other cell of state × action is refused. */
const ALLOWED: Record<TProductAction, [TProductState, TProductState][]> = {
  submit: [
    [DRAFT, PENDING],
    [REJECTED, PENDING],
  ],
  withdraw: [[PENDING, DRAFT]],
  approve: [[PENDING, ON_SALE]],
  reject: [[PENDING, REJECTED]],
  unshelve: [[ON_SALE, OFF_SALE]],
  shelve: [[OFF_SALE, ON_SALE]],
  takeDown: [
    [ON_SALE, TAKEN_DOWN],
    [OFF_SALE, TAKEN_DOWN],
  ],
  restore: [[TAKEN_DOWN, ON_SALE]],
};

describe('product states (PRODUCT_TRANSITIONS)', () => {
  it.each(Object.keys(ALLOWED) as TProductAction[])('%s moves exactly the allowed states', (action) => {
    for (const from of PRODUCT_STATES) {
      const to = ALLOWED[action].find(([f]) => f === from)?.[1] ?? null;
      expect(nextProductState(from, action), `${action} from ${from}`).toBe(to);
    }
  });

  it('never lets the seller shelve a product the platform took down, nor one not approved', () => {
    for (const from of [DRAFT, PENDING, REJECTED, TAKEN_DOWN] as const)
      expect(nextProductState(from, 'shelve')).toBeNull();
  });

  it('is on sale (status 1) exactly in 已上架', () => {
    for (const state of PRODUCT_STATES) {
      expect(productStatusOf(state)).toBe(state === ON_SALE ? PRODUCT_STATUS.ON_SALE : PRODUCT_STATUS.OFF_SALE);
    }
  });
});
