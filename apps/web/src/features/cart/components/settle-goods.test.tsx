// @vitest-environment jsdom

import { CART_ITEM_STATUS, type TCartItemStatus } from '@mall/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/dom';
import type { TSettleGroup, TSettleLine } from '../settlement';
import { SettleGoods } from './settle-goods';

function line(
  cartId: number,
  title: string,
  price: number,
  number: number,
  stock: number,
  status: TCartItemStatus = CART_ITEM_STATUS.OK,
): TSettleLine {
  return {
    key: `cart-${cartId}`,
    cartId,
    productId: cartId * 10,
    standardId: cartId * 100,
    sysCategoryId: 1,
    title,
    image: '',
    standardName: '白色',
    price,
    number,
    stock,
    status,
  };
}

const GROUPS: TSettleGroup[] = [
  {
    agentId: 1,
    shopName: '智联旗舰店',
    lines: [line(11, '智能插座', 19.9, 2, 50), line(12, '门窗传感器', 0.1, 3, 20)],
  },
  { agentId: 2, shopName: '极客小店', lines: [line(21, '智能门锁', 99, 4, 2, CART_ITEM_STATUS.SHORT)] },
];

describe('SettleGoods', () => {
  it('shows one block per seller with its line subtotals, goods count and shop total', () => {
    renderWithProviders(<SettleGoods groups={GROUPS} />);
    const [first, second] = screen.getAllByTestId('settle-group');
    const lines = within(first).getAllByTestId('settle-line');
    expect(lines.map((l) => l.querySelector('.settle-amount')?.textContent)).toEqual(['¥39.80', '¥0.30']);
    expect(first.querySelector('.settle-group-foot')?.textContent).toBe('共 5 件，店铺合计：¥40.10');
    expect(within(second).getByText('极客小店')).toBeTruthy();
    expect(second.querySelector('.settle-group-foot')?.textContent).toBe('共 4 件，店铺合计：¥396.00');
  });

  it('says why a line cannot be ordered, with what is left when stock is short', () => {
    renderWithProviders(<SettleGoods groups={GROUPS} />);
    expect(screen.getAllByTestId('settle-line-status').map((s) => s.textContent)).toEqual(['库存不足，仅剩 2 件']);
  });
});
