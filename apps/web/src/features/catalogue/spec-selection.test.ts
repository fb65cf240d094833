import type { TSpecGroup, TStandard } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  initialSelection,
  isSpecValueAvailable,
  selectedStandard,
  specPositions,
  summarize,
  toggleSpecValue,
  withFreshStock,
} from './spec-selection';

let nextId = 1;
function std(specs: string[], price: number, stock: number): TStandard {
  const id = nextId++;
  return { id, productId: 1, specs, name: specs.join(' / '), price, stock, sales: 0, purchaseLimit: 9999 };
}

const groups: TSpecGroup[] = [
  { name: '颜色', values: ['白色', '黑色'] },
  { name: '版本', values: ['Zigbee 版', 'Wi-Fi 版', 'Matter 版'] },
];
const specNames = ['颜色', '版本'];
const standards = [
  std(['白色', 'Zigbee 版'], 99, 10),
  std(['白色', 'Wi-Fi 版'], 89, 0),
  std(['黑色', 'Zigbee 版'], 109, 3),
  std(['黑色', 'Wi-Fi 版'], 99, 5),
  // 白色 / Matter 版 does not exist; 黑色 / Matter 版 is sold out.
  std(['黑色', 'Matter 版'], 129, 0),
];
const pos = specPositions(groups, specNames);

describe('specPositions', () => {
  it('finds each group in specNames, whatever order the groups come in', () => {
    expect(pos).toEqual([0, 1]);
    expect(specPositions([groups[1], groups[0]], specNames)).toEqual([1, 0]);
  });
});

describe('isSpecValueAvailable', () => {
  it('before any choice, disables only values with no standard in stock', () => {
    const none = [null, null];
    expect(isSpecValueAvailable(standards, none, pos, 0, '白色')).toBe(true);
    expect(isSpecValueAvailable(standards, none, pos, 0, '黑色')).toBe(true);
    expect(isSpecValueAvailable(standards, none, pos, 1, 'Wi-Fi 版')).toBe(true);
    expect(isSpecValueAvailable(standards, none, pos, 1, 'Matter 版')).toBe(false);
  });

  it('takes the values chosen in the other groups into account', () => {
    const white = ['白色', null];
    expect(isSpecValueAvailable(standards, white, pos, 1, 'Zigbee 版')).toBe(true);
    expect(isSpecValueAvailable(standards, white, pos, 1, 'Wi-Fi 版')).toBe(false);
    expect(isSpecValueAvailable(standards, white, pos, 1, 'Matter 版')).toBe(false);
    // The group's own choice does not hide its siblings: 黑色 stays choosable with 白色 chosen.
    expect(isSpecValueAvailable(standards, white, pos, 0, '黑色')).toBe(true);
    const wifi = [null, 'Wi-Fi 版'];
    expect(isSpecValueAvailable(standards, wifi, pos, 0, '白色')).toBe(false);
    expect(isSpecValueAvailable(standards, wifi, pos, 0, '黑色')).toBe(true);
  });
});

describe('selectedStandard and summarize', () => {
  it('answers the standard of a full selection only', () => {
    expect(selectedStandard(standards, ['黑色', null], pos)).toBeNull();
    expect(selectedStandard(standards, ['黑色', 'Zigbee 版'], pos)).toMatchObject({ price: 109, stock: 3 });
    expect(selectedStandard(standards, ['白色', 'Matter 版'], pos)).toBeNull();
  });

  it('sums up price range and stock of what is still possible', () => {
    expect(summarize(standards, [null, null], pos)).toEqual({ min: 89, max: 129, stock: 18 });
    expect(summarize(standards, ['黑色', null], pos)).toEqual({ min: 99, max: 129, stock: 8 });
    expect(summarize(standards, ['白色', 'Matter 版'], pos)).toBeNull();
  });

  it('sells a product without spec groups as its single standard', () => {
    const only = [std([], 59, 7)];
    expect(initialSelection([], only, [])).toEqual([]);
    expect(selectedStandard(only, [], [])).toMatchObject({ price: 59 });
  });
});

describe('initialSelection', () => {
  it('chooses groups with a single value, and everything for a single standard', () => {
    const one: TSpecGroup[] = [{ name: '颜色', values: ['白色'] }, groups[1]];
    expect(initialSelection(one, standards, pos)).toEqual(['白色', null]);
    expect(initialSelection(groups, [standards[2]], pos)).toEqual(['黑色', 'Zigbee 版']);
    expect(initialSelection(groups, standards, pos)).toEqual([null, null]);
  });
});

describe('toggleSpecValue', () => {
  it('chooses a value, and clears it on a second click', () => {
    const a = toggleSpecValue(standards, [null, null], pos, 0, '黑色');
    expect(a).toEqual(['黑色', null]);
    expect(toggleSpecValue(standards, a, pos, 0, '黑色')).toEqual([null, null]);
  });

  it('clears other choices that no longer form an existing combination', () => {
    expect(toggleSpecValue(standards, ['黑色', 'Matter 版'], pos, 0, '白色')).toEqual(['白色', null]);
    expect(toggleSpecValue(standards, ['黑色', 'Zigbee 版'], pos, 0, '白色')).toEqual(['白色', 'Zigbee 版']);
  });
});

describe('withFreshStock', () => {
  it('lays the fresher stock over the detail standards', () => {
    const fresh = [{ ...standards[0], stock: 0 }];
    const merged = withFreshStock(standards, fresh);
    expect(merged[0].stock).toBe(0);
    expect(merged[2].stock).toBe(3);
    expect(withFreshStock(standards, undefined)).toEqual(standards);
  });
});

describe('clampQuantity', () => {
  it('keeps the quantity within 1 … stock', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(null, 3)).toBe(1);
    expect(clampQuantity(2.7, 10)).toBe(2);
    expect(clampQuantity(4, 0)).toBe(1);
  });
});
