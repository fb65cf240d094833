import type { TSellerApplication } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { applyField, applyFormValues, applyPayload, applyView, categoryOptions } from './apply-form';

const APPLICATION: TSellerApplication = {
  id: 7,
  status: 2,
  reason: '执照不清晰',
  phone: '13700001111',
  companyName: '杭州智联科技有限公司',
  uscc: '91350100M000100Y43',
  legalPerson: '张三',
  contactName: '李四',
  shopName: '智联旗舰店',
  categoryIds: [3, 5],
  licenseImage: '/files/2026/11/aaaaaaaaaaaaaaaaaaaaaaaa.png',
  province: '330000',
  city: '330100',
  area: '330106',
  address: '文三路 100 号',
  createdAt: 1,
  decidedAt: 2,
};

describe('商家入驻 form', () => {
  it('makes the payload: trimmed, the code in capitals, region and licence unpacked', () => {
    expect(
      applyPayload({
        phone: ' 13700001111 ',
        code: '123456',
        companyName: ' 杭州智联 ',
        uscc: ' 91350100m000100y43',
        legalPerson: '张三',
        contactName: '李四',
        shopName: '智联旗舰店',
        categoryIds: [3],
        licenseImage: ['/files/a.png'],
        region: ['330000', '330100', '330106'],
        address: ' 文三路 ',
      }),
    ).toEqual({
      phone: '13700001111',
      code: '123456',
      companyName: '杭州智联',
      uscc: '91350100M000100Y43',
      legalPerson: '张三',
      contactName: '李四',
      shopName: '智联旗舰店',
      categoryIds: [3],
      licenseImage: '/files/a.png',
      province: '330000',
      city: '330100',
      area: '330106',
      address: '文三路',
    });
    expect(applyPayload({})).toMatchObject({ categoryIds: [], licenseImage: '', province: '', area: '' });
  });

  it('starts a new application from the rejected one, without its code', () => {
    const values = applyFormValues(APPLICATION);
    expect(values).toMatchObject({
      shopName: '智联旗舰店',
      licenseImage: [APPLICATION.licenseImage],
      region: ['330000', '330100', '330106'],
      categoryIds: [3, 5],
    });
    expect(values.code).toBeUndefined();
    expect(applyFormValues(null)).toEqual({ categoryIds: [], licenseImage: [], region: [] });
  });

  it('puts the region’s three codes on one field', () => {
    expect(['province', 'city', 'area', 'uscc', 'categoryIds'].map((f) => applyField([f]))).toEqual([
      'region',
      'region',
      'region',
      'uscc',
      'categoryIds',
    ]);
  });

  it('shows the form, the pending or approved state, or the rejection until the buyer applies again', () => {
    expect(applyView(null, false)).toEqual({ kind: 'form', rejectedReason: null });
    expect(applyView({ ...APPLICATION, status: 0 }, false).kind).toBe('pending');
    expect(applyView({ ...APPLICATION, status: 1 }, true).kind).toBe('approved');
    expect(applyView(APPLICATION, false).kind).toBe('rejected');
    expect(applyView(APPLICATION, true)).toEqual({ kind: 'form', rejectedReason: '执照不清晰' });
  });

  it('offers every category, children under their parent', () => {
    expect(
      categoryOptions([
        {
          id: 1,
          parentId: 0,
          name: '照明',
          icon: '',
          sort: 0,
          children: [{ id: 2, parentId: 1, name: '灯泡', icon: '', sort: 0 }],
        },
        { id: 3, parentId: 0, name: '安防', icon: '', sort: 1, children: [] },
      ]),
    ).toEqual([
      { value: 1, title: '照明', children: [{ value: 2, title: '灯泡' }] },
      { value: 3, title: '安防' },
    ]);
  });
});
