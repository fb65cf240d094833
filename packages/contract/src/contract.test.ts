import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './account/common-passwords.js';
import {
  ALL_CALLS,
  CALLS,
  fenToYuan,
  formatYuan,
  isApiPath,
  isRegionChain,
  nextOrderStatus,
  ORDER_STATUS,
  PRIVACY_POLICY_VERSION,
  passwordKinds,
  regionOptions,
  regionText,
  STATUS_DISPLAY,
  yuanToFen,
  ZRegister,
  ZUpdateUser,
  zPassword,
} from './index.js';

describe('the call table', () => {
  it('declares every path once, each POSTable by its own rule', () => {
    const paths = ALL_CALLS.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(isApiPath(path)).toBe(true);
  });

  it('keeps the spec spellings and the login rules', () => {
    expect(CALLS.address.upadteAddress.path).toBe('/order/address/upadteAddress.json');
    expect(CALLS.afterSales.writeReturnLogsticsNo.path).toBe('/order/productRetuen/writeReturnLogsticsNo.json');
    expect(CALLS.account.login.path).toBe('/login');
    expect(CALLS.account.login.auth).toBe('none');
    expect(CALLS.account.selectUsers.auth).toBe('user');
    expect(CALLS.upload.uploadFile.kind).toBe('upload');
    expect(CALLS.order.exportProduct.kind).toBe('binary');
    expect(Object.values(CALLS.aiCoin).every((c) => c.auth === 'user')).toBe(true);
    expect(Object.values(CALLS.sellerAfterSales).every((c) => c.auth === 'seller')).toBe(true);
    expect(Object.values(CALLS.sellerReview).every((c) => c.auth === 'seller')).toBe(true);
    expect(CALLS.sellerAfterSales.shipReplacement.path).toBe('/seller/api/productReturn/shipReplacement.json');
    expect(CALLS.sellerReview.reply.path).toBe('/seller/api/comment/reply.json');
  });

  it('applies the paging defaults of spec §7', () => {
    expect(CALLS.order.selectOrders.request.parse({})).toEqual({ page: 1, limit: 5 });
    expect(CALLS.aiCoin.query.request.parse({})).toEqual({ page: 1, limit: 10 });
    expect(CALLS.review.queryPool.request.parse({})).toEqual({ page: 1, limit: 5 });
    expect(CALLS.review.query.request.parse({ productId: 3 })).toEqual({ productId: 3, page: 1, limit: 10 });
    expect(CALLS.sellerAfterSales.list.request.parse(null)).toEqual({ page: 1, limit: 10 });
    expect(CALLS.catalogue.queryPortalPage.request.parse({})).toMatchObject({ pageNO: 1, pageRows: 10 });
  });
});

describe('status display (spec §8)', () => {
  it('shows warnings, errors and nothing for 528', () => {
    expect(STATUS_DISPLAY[404]?.kind).toBe('warning');
    expect(STATUS_DISPLAY[407]?.kind).toBe('warning');
    expect(STATUS_DISPLAY[519]?.msg).toBe('用户名或密码错误！');
    expect(STATUS_DISPLAY[521]?.kind).toBe('error');
    expect(STATUS_DISPLAY[531]?.kind).toBe('error');
    expect(STATUS_DISPLAY[528]?.kind).toBe('none');
  });
});

describe('money', () => {
  it('converts without float drift', () => {
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(fenToYuan(1999)).toBe(19.99);
    expect(formatYuan(9.9)).toBe('9.90');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
    expect(formatYuan(fenToYuan(1999 * 3))).toBe('59.97');
  });
});

describe('regions', () => {
  it('resolves codes to text through the 86 / province / city table', () => {
    expect(regionText('310000', '310100', '310115')).toMatchObject({
      provinceText: '上海市',
      cityText: '市辖区',
      areaText: '浦东新区',
    });
    expect(regionText('', '', '').text).toBe('');
  });

  it('accepts only chains whose parts belong together', () => {
    expect(isRegionChain('440000', '440300', '440305')).toBe(true);
    expect(isRegionChain('440000', '', '')).toBe(true);
    expect(isRegionChain('', '', '')).toBe(true);
    expect(isRegionChain('110000', '440300', '440305')).toBe(false);
    expect(isRegionChain('440000', '440300', '110101')).toBe(false);
    expect(isRegionChain('', '440300', '')).toBe(false);
    expect(isRegionChain('999999', '', '')).toBe(false);
  });

  it('builds a three-level cascader tree', () => {
    const tree = regionOptions();
    expect(tree.length).toBeGreaterThanOrEqual(31);
    const gd = tree.find((p) => p.value === '440000');
    expect(gd?.children?.find((c) => c.value === '440300')?.children?.some((a) => a.label === '南山区')).toBe(true);
  });
});

describe('order transitions', () => {
  it('allows only the transitions of the table', () => {
    expect(nextOrderStatus(ORDER_STATUS.NOPAY, 'pay')).toBe(ORDER_STATUS.SHIP);
    expect(nextOrderStatus(ORDER_STATUS.SHIP, 'pay')).toBeNull();
    expect(nextOrderStatus(ORDER_STATUS.NOPAY, 'cancel')).toBe(ORDER_STATUS.CANCELLED);
    expect(nextOrderStatus(ORDER_STATUS.SHIP, 'cancel')).toBeNull();
    expect(nextOrderStatus(ORDER_STATUS.DELIVER, 'confirmReceipt')).toBe(ORDER_STATUS.RECEIVED);
    expect(nextOrderStatus(ORDER_STATUS.CANCELLED, 'ship')).toBeNull();
  });
});

describe('account schemas', () => {
  it('trims and validates registration fields', () => {
    const ok = ZRegister.safeParse({
      username: ' 用户_1 ',
      password: 'lamp-7-switch',
      phone: '13800138000',
      code: '012345',
      privacyVersion: PRIVACY_POLICY_VERSION,
    });
    expect(ok.success && ok.data.username).toBe('用户_1');
    expect(
      ZRegister.safeParse({ username: 'abc_1', password: 'lamp-7-switch', phone: '13800138000', code: '012345' })
        .success,
    ).toBe(false);
    expect(
      ZRegister.safeParse({ username: 'ab', password: 'lamp-7-switch', phone: '13800138000', code: '012345' }).success,
    ).toBe(false);
    expect(
      ZRegister.safeParse({ username: 'abc', password: '1234567', phone: '13800138000', code: '012345' }).success,
    ).toBe(false);
    expect(
      ZRegister.safeParse({ username: 'abc', password: 'lamp-7-switch', phone: '12800138000', code: '012345' }).success,
    ).toBe(false);
  });

  it('asks a new password for two of letters, digits and symbols, and knows the common ones', () => {
    expect(passwordKinds('11111111')).toBe(1);
    expect(passwordKinds('abcdefgh')).toBe(1);
    expect(passwordKinds('智能家居abc')).toBe(1);
    expect(passwordKinds('abcd1234')).toBe(2);
    expect(passwordKinds('智能家居-网关')).toBe(2);
    expect(passwordKinds('a1-')).toBe(3);
    expect(zPassword.safeParse('11111111').success).toBe(false);
    expect(zPassword.safeParse('lamp-7-switch').success).toBe(true);
    expect(zPassword.safeParse(`a1${'x'.repeat(63)}`).success).toBe(false);
    for (const common of ['password1', 'PASSWORD1', 'qwerty123', '1qaz2wsx', 'abcd1234', 'Passw0rd']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ['lamp-7-switch', '密码🔒很安全的12', 'zigbee-网关-2026']) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
  });

  it('accepts only site uploads as avatars', () => {
    expect(ZUpdateUser.safeParse({ icon: '/files/2026/11/abc.png' }).success).toBe(true);
    expect(ZUpdateUser.safeParse({ icon: 'javascript:alert(1)' }).success).toBe(false);
    expect(ZUpdateUser.safeParse({ icon: 'https://evil.example/x.png' }).success).toBe(false);
  });
});

/** The first issue's path, as the server's 407 names it (`data.<path>`). */
function failedField(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.path ?? []).join('.');
}

const IMAGE = '/files/2026/12/0123456789abcdef01234567.jpg';

describe('review payloads (DESIGN.md §2)', () => {
  const save = CALLS.review.savePProductComment.request;

  it('takes a review: an order line, a score, at least five characters, own pictures', () => {
    const review = {
      productId: 1,
      orderDetailId: 2,
      score: 5,
      content: '灯光很柔和，好用',
      images: [IMAGE],
      anonymous: true,
    };
    expect(save.safeParse(review).success).toBe(true);
    expect(failedField(save, { ...review, orderDetailId: undefined })).toBe('orderDetailId');
    expect(failedField(save, { ...review, score: undefined })).toBe('score');
    expect(failedField(save, { ...review, score: 6 })).toBe('score');
    expect(failedField(save, { ...review, content: ' 好 ' })).toBe('content');
    expect(failedField(save, { ...review, images: ['https://evil.example/x.jpg'] })).toBe('images.0');
    expect(failedField(save, { ...review, images: ['/files/2026/12/0123456789abcdef01234567.gif'] })).toBe('images.0');
    expect(failedField(save, { ...review, images: Array(7).fill(IMAGE) })).toBe('images');
  });

  it('takes a reply: text only, at most 300 characters', () => {
    expect(save.safeParse({ productId: 1, parentId: 9, content: '好' }).success).toBe(true);
    expect(failedField(save, { productId: 1, parentId: 9, content: '好', score: 5 })).toBe('parentId');
    expect(failedField(save, { productId: 1, parentId: 9, content: '好', orderDetailId: 2 })).toBe('parentId');
    expect(failedField(save, { productId: 1, parentId: 9, content: 'x'.repeat(301) })).toBe('content');
  });

  it('reads my review by order line', () => {
    expect(CALLS.review.selectOnePPC.request.parse({ orderDetailId: 7 })).toEqual({ orderDetailId: 7 });
    expect(failedField(CALLS.review.selectOnePPC.request, { orderDetailId: '7' })).toBe('orderDetailId');
    expect(failedField(CALLS.review.selectOnePPC.request, { id: 7 })).toBe('orderDetailId');
  });
});

describe('after-sales payloads (DESIGN.md §2)', () => {
  const apply = CALLS.afterSales.addProductReturn.request;
  const request = { orderId: 1, orderDetailId: 2, returnType: 2, number: 1, reason: '七天无理由退货', images: [IMAGE] };

  it("takes only a reason of the request's type", () => {
    expect(apply.safeParse(request).success).toBe(true);
    expect(failedField(apply, { ...request, returnType: 3 })).toBe('reason');
    expect(failedField(apply, { ...request, reason: '随便' })).toBe('reason');
    expect(failedField(apply, { ...request, returnType: 4 })).toBe('returnType');
    expect(failedField(apply, { ...request, number: 0 })).toBe('number');
  });

  it('checks parcels as order shipping does', () => {
    const parcel = { id: 1, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' };
    expect(CALLS.afterSales.writeReturnLogsticsNo.request.safeParse(parcel).success).toBe(true);
    expect(failedField(CALLS.afterSales.writeReturnLogsticsNo.request, { ...parcel, logisticsNo: '12' })).toBe(
      'logisticsNo',
    );
    expect(failedField(CALLS.sellerAfterSales.shipReplacement.request, { ...parcel, logisticsCompany: ' ' })).toBe(
      'logisticsCompany',
    );
    expect(failedField(CALLS.sellerAfterSales.reject.request, { id: 1, reason: '不' })).toBe('reason');
  });
});
