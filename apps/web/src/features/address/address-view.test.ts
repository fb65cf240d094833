import { ADDRESS_LIMIT, regionOptions, type TAddress, ZAddressFields } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  addressFormValues,
  addressPayload,
  addressRegionOptions,
  canAddAddress,
  currentAddressId,
  isInRegion,
  regionAddressId,
  regionProblem,
  regionRule,
  sortAddresses,
  viewAddress,
} from './address-view';

function address(id: number, over: Partial<TAddress> = {}): TAddress {
  return {
    id,
    realname: '张三',
    telphone: '13812348000',
    street: '张江路 88 号 1 幢 101 室',
    province: '310000',
    city: '310100',
    area: '310115',
    isDefaultAddress: 0,
    ...over,
  };
}

describe('address view', () => {
  it('resolves the region text from the codes (spec §3 derived fields)', () => {
    const view = viewAddress(address(1));
    expect(view.provinceText).toBe('上海市');
    expect(view.areaText).toBe('浦东新区');
    expect(view.districts).toBe(`上海市 ${view.cityText} 浦东新区`);
    expect(view.streetLine).toBe(`${view.districts} 张江路 88 号 1 幢 101 室`);
  });

  it('puts the default first and preselects it, else the first address', () => {
    const list = [address(1), address(2, { isDefaultAddress: 1 }), address(3)];
    expect(sortAddresses(list).map((a) => a.id)).toEqual([2, 1, 3]);
    expect(currentAddressId(list)).toBe(2);
    expect(currentAddressId([address(5), address(6)])).toBe(5);
    expect(currentAddressId([])).toBeNull();
  });

  it('preselects for a delivery region an address in its city, else its province, the default first', () => {
    const shenzhen = { province: '440000', city: '440300' };
    const guangzhou = { province: '440000', city: '440100', area: '440106' };
    const list = [
      address(1, { isDefaultAddress: 1 }),
      address(2, guangzhou),
      address(3, { province: '440000', city: '440300', area: '440305' }),
      address(4, { province: '440000', city: '440300', area: '440304' }),
    ];
    expect(regionAddressId(list, shenzhen)).toBe(3);
    expect(
      regionAddressId(
        [...list.slice(0, 3), { ...address(4, shenzhen), area: '440304', isDefaultAddress: 1 }],
        shenzhen,
      ),
    ).toBe(4);
    expect(regionAddressId(list.slice(0, 2), shenzhen)).toBe(2);
    // Nowhere near: the current (default) address, which the page then warns about.
    expect(regionAddressId(list.slice(0, 1), shenzhen)).toBe(1);
    expect(regionAddressId([], shenzhen)).toBeNull();
    expect(isInRegion(address(3, { province: '440000', city: '440300' }), shenzhen)).toBe(true);
    expect(isInRegion(address(2, guangzhou), shenzhen)).toBe(false);
  });

  it('allows a new address below the limit only', () => {
    expect(canAddAddress(Array.from({ length: ADDRESS_LIMIT - 1 }, (_, i) => address(i + 1)))).toBe(true);
    expect(canAddAddress(Array.from({ length: ADDRESS_LIMIT }, (_, i) => address(i + 1)))).toBe(false);
  });
});

describe('address form', () => {
  it('turns form values into the payload the contract accepts, and back', () => {
    const values = {
      realname: ' 李四 ',
      telphone: '13900001111',
      region: ['310000', '310100', '310115'],
      street: '  世纪大道 100 号  ',
      isDefault: true,
    };
    const payload = addressPayload(values);
    expect(payload).toEqual({
      realname: '李四',
      telphone: '13900001111',
      province: '310000',
      city: '310100',
      area: '310115',
      street: '世纪大道 100 号',
      isDefaultAddress: 1,
    });
    expect(ZAddressFields.safeParse(payload).success).toBe(true);
    expect(addressFormValues(address(1, { isDefaultAddress: 1 }))).toMatchObject({
      region: ['310000', '310100', '310115'],
      isDefault: true,
    });
  });

  it('checks the region chain like the contract does', () => {
    expect(regionProblem([])).toBe('请选择所在地区');
    expect(regionProblem(undefined, '请选择交货地区')).toBe('请选择交货地区');
    expect(regionProblem(['999999'])).toBe('省份不存在');
    expect(regionProblem(['310000', '310100'])).toBe('请选择完整的省 / 市 / 区县');
    expect(regionProblem(['310000', '110100', '110101'])).toBe('城市不属于所选省份');
    expect(regionProblem(['310000', '310100', '110101'])).toBe('区县不属于所选城市');
    expect(regionProblem(['310000', '310100', '310115'])).toBe('');
  });

  it("turns the region check into a form item's rule", async () => {
    await expect(regionRule('请选择交货地区').validator(null, undefined)).rejects.toThrow('请选择交货地区');
    await expect(regionRule().validator(null, ['310000', '310100'])).rejects.toThrow('请选择完整的省 / 市 / 区县');
    await expect(regionRule().validator(null, ['310000', '310100', '310115'])).resolves.toBeUndefined();
  });

  it('offers only regions that reach a district, each of them accepted by the contract', () => {
    const tree = addressRegionOptions();
    const leaves: string[][] = [];
    for (const p of tree)
      for (const c of p.children ?? []) for (const a of c.children ?? []) leaves.push([p.value, c.value, a.value]);
    expect(tree.every((p) => (p.children ?? []).every((c) => (c.children ?? []).length > 0))).toBe(true);
    expect(leaves.length).toBeGreaterThan(2500);
    // Hong Kong and Macao stop at two levels in the table: not offered (the contract needs three).
    expect(regionOptions().length).toBeGreaterThan(tree.length);
    for (const [province, city, area] of leaves) {
      expect(regionProblem([province, city, area])).toBe('');
    }
  });
});
