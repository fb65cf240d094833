// @vitest-environment jsdom

import { CALLS, type TReturnAddress, type TSellerProductReturn } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findToast, ok, renderWithProviders, stubApi } from '../../../test/dom';
import { useSellerSession } from '../session';
import { ReturnApproveModal } from './return-approve-modal';

const APPROVE = CALLS.sellerAfterSales.approve.path;
const LIST = CALLS.sellerReturnAddress.list.path;

const ITEM = {
  id: 9,
  returnNo: 'RT1',
  returnType: 2,
  returnTypeText: '退货退款',
  title: '智能门锁',
} as TSellerProductReturn;

function address(id: number, realname: string, isDefault: 0 | 1): TReturnAddress {
  return {
    id,
    realname,
    telphone: '13800001234',
    province: '440000',
    city: '440300',
    area: '440305',
    street: `科技园 ${id} 号`,
    isDefaultAddress: isDefault,
    fullAddress: `广东省 深圳市 南山区 科技园 ${id} 号`,
  };
}

describe('ReturnApproveModal', { timeout: 15_000 }, () => {
  beforeEach(() => {
    useSellerSession.setState({ token: 'seller-token' });
  });

  it('preselects the default return address and approves naming the one chosen', async () => {
    const api = stubApi({
      [LIST]: ok([address(3, '深圳仓', 1), address(4, '北京仓', 0)]),
      [APPROVE]: ok(null),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ReturnApproveModal item={ITEM} onClose={onClose} />);
    const deflt = await screen.findByRole('radio', { name: /深圳仓/ });
    expect((deflt as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /北京仓/ }));
    await user.click(screen.getByTestId('seller-approve-ok'));
    await waitFor(() => expect(api.sent(APPROVE)).toEqual([{ id: 9, returnAddressId: 4 }]));
    expect(await findToast('已同意，等待买家寄回商品')).toBe('success');
    expect(onClose).toHaveBeenCalled();
  });

  it('without a return address links to 退货地址 and cannot approve', async () => {
    const api = stubApi({ [LIST]: ok([]), [APPROVE]: ok(null) });
    renderWithProviders(<ReturnApproveModal item={ITEM} onClose={() => {}} />);
    const link = await screen.findByRole('link', { name: '去添加退货地址' });
    expect(link.getAttribute('href')).toBe('/seller/return-address');
    expect((screen.getByTestId('seller-approve-ok') as HTMLButtonElement).disabled).toBe(true);
    expect(api.sent(APPROVE)).toEqual([]);
  });
});
