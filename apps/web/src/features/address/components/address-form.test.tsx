// @vitest-environment jsdom

import { CALLS, type TAddress } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, findToast, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import { AddressForm } from './address-form';

const SAVED: TAddress = {
  id: 5,
  realname: '张三',
  telphone: '13800138000',
  province: '310000',
  city: '310100',
  area: '310115',
  street: '世纪大道 100 号 8 楼',
  isDefaultAddress: 1,
};

function setup(props: Parameters<typeof AddressForm>[0] = {}) {
  signIn();
  const api = stubApi({
    [CALLS.address.addAddress.path]: ok(SAVED),
    [CALLS.address.upadteAddress.path]: ok(SAVED),
  });
  const onSaved = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<AddressForm onSaved={onSaved} {...props} />);
  return { api, onSaved, user };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: '保存收货地址' }));
/** The form's error texts, in field order. */
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

/** Picks province, city and district in the region cascader. */
async function pickRegion(user: UserEvent, path: string[]) {
  await user.click(screen.getByRole('combobox', { name: '所在地区' }));
  for (const name of path) {
    // An option's accessible name also holds its expand icon's label; its title is just the region.
    await user.click(await screen.findByTitle(name));
  }
}

async function fillValid(user: UserEvent) {
  await user.type(field('收货人'), '张三');
  await user.type(field('手机号码'), '13800138000');
  await pickRegion(user, ['上海市', '市辖区', '浦东新区']);
  await user.type(field('详细地址'), '世纪大道 100 号 8 楼');
}

describe('AddressForm', () => {
  it('an empty form names every required field and sends nothing', async () => {
    const { api, user } = setup();
    await save(user);
    await waitFor(() =>
      expect(errors()).toEqual(['请输入收货人姓名', '请输入手机号码', '请选择所在地区', '请输入详细地址']),
    );
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('checks the name length, the phone format and the street length with the contract’s messages', async () => {
    const { api, user } = setup();
    await user.type(field('收货人'), '张');
    await user.type(field('手机号码'), '12345678901');
    await pickRegion(user, ['上海市', '市辖区', '浦东新区']);
    await user.type(field('详细地址'), '世纪大道');
    await save(user);
    await waitFor(() =>
      expect(errors()).toEqual(['收货人姓名为2到25个字', '请输入正确的手机号', '详细地址为5到120个字']),
    );
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('a valid new address is sent with region codes as strings and isDefaultAddress 1 when ticked', async () => {
    const { api, onSaved, user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: '设为默认收货地址' }));
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
    expect(api.sent(CALLS.address.addAddress.path)).toEqual([
      {
        realname: '张三',
        telphone: '13800138000',
        province: '310000',
        city: '310100',
        area: '310115',
        street: '世纪大道 100 号 8 楼',
        isDefaultAddress: 1,
      },
    ]);
    expect(await findToast('收货地址已添加')).toBe('success');
    expect(errors()).toEqual([]);
  });

  it('the first address is ticked as the default already', () => {
    setup({ isFirst: true });
    expect((screen.getByRole('checkbox', { name: '设为默认收货地址' }) as HTMLInputElement).checked).toBe(true);
  });

  it('editing sends the same fields trimmed, the id, and isDefaultAddress 0 when unticked', async () => {
    const { api, onSaved, user } = setup({ address: SAVED });
    expect(field('收货人').value).toBe('张三');
    await user.click(screen.getByRole('checkbox', { name: '设为默认收货地址' }));
    await user.clear(field('详细地址'));
    await user.type(field('详细地址'), '  张江路 88 号  ');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent(CALLS.address.upadteAddress.path)).toEqual([
      {
        id: 5,
        realname: '张三',
        telphone: '13800138000',
        province: '310000',
        city: '310100',
        area: '310115',
        street: '张江路 88 号',
        isDefaultAddress: 0,
      },
    ]);
  });

  it('a refused save keeps the form open and shows the server’s reason', async () => {
    const { api, onSaved, user } = setup();
    api.on(CALLS.address.addAddress.path, fail(409, '最多可保存20个收货地址'));
    await fillValid(user);
    await save(user);
    expect(await findToast('最多可保存20个收货地址')).toBe('error');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
