// @vitest-environment jsdom

import { CALLS, type TReturnAddress } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findToast, ok, renderWithProviders, stubApi } from '../../../test/dom';
import { useSellerSession } from '../session';
import { ReturnAddressFormModal } from './return-address-form-modal';

const UPDATE = CALLS.sellerReturnAddress.update.path;
const ADD = CALLS.sellerReturnAddress.add.path;

const ADDRESS: TReturnAddress = {
  id: 7,
  realname: '深圳退货仓',
  telphone: '13812345678',
  province: '440000',
  city: '440300',
  area: '440305',
  street: '科技园南区粤海街道 18 号',
  isDefaultAddress: 1,
  fullAddress: '广东省 深圳市 南山区 科技园南区粤海街道 18 号',
};

describe('ReturnAddressFormModal', { timeout: 15_000 }, () => {
  beforeEach(() => {
    useSellerSession.setState({ token: 'seller-token' });
  });

  it('edits a return address: the stored fields, the new street, the default kept', async () => {
    const api = stubApi({ [UPDATE]: ok(ADDRESS) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ReturnAddressFormModal open address={ADDRESS} isFirst={false} onClose={onClose} />);
    const street = await screen.findByTestId('return-address-street');
    await user.clear(street);
    await user.type(street, '科技园南区粤海街道 20 号');
    await user.click(screen.getByTestId('return-address-save'));
    await waitFor(() =>
      expect(api.sent(UPDATE)).toEqual([
        {
          id: 7,
          realname: '深圳退货仓',
          telphone: '13812345678',
          province: '440000',
          city: '440300',
          area: '440305',
          street: '科技园南区粤海街道 20 号',
          isDefaultAddress: 1,
        },
      ]),
    );
    expect(await findToast('退货地址已保存')).toBe('success');
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for every field in Chinese before sending a new one', async () => {
    const api = stubApi({ [ADD]: ok(ADDRESS) });
    const user = userEvent.setup();
    renderWithProviders(<ReturnAddressFormModal open address={null} isFirst onClose={() => {}} />);
    await user.click(await screen.findByTestId('return-address-save'));
    await screen.findByText('请输入收件人姓名');
    expect(screen.getByText('请输入手机号码')).toBeTruthy();
    expect(screen.getByText('请输入详细地址')).toBeTruthy();
    expect(api.sent(ADD)).toEqual([]);
  });
});
