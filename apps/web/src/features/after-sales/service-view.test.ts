import type { TProductReturn, TServiceData } from '@mall/contract';
import { RETURN_STATUS, type TReturnStatus, type TReturnType } from '@mall/contract/wire';
import { describe, expect, it } from 'vitest';
import {
  buyerReturnActions,
  currentStep,
  exchangeAutoDoneAt,
  isOpenStatus,
  normalizeService,
  numberLimit,
  refundChannelText,
  refundPreview,
  returnAddressLine,
  serviceSteps,
} from './service-view';

function ret(status: TReturnStatus, returnType: TReturnType = 2, id = 9): TProductReturn {
  return {
    id,
    returnNo: 'R1',
    orderId: 1,
    orderNo: 'O1',
    orderDetailId: 11,
    productId: 5,
    title: '智能门锁',
    image: '',
    standardName: '黑色',
    price: 99.9,
    returnType,
    returnTypeText: '退货退款',
    status,
    statusText: '',
    number: 1,
    amount: 99.9,
    freight: 0,
    reason: '商品质量问题',
    description: '',
    images: [],
    exchangeStandardId: null,
    exchangeStandardName: '',
    returnAddress: null,
    rejectReason: '',
    refundChannel: '',
    refundedAt: null,
    createdAt: 0,
    approvedAt: null,
    rejectedAt: null,
    cancelledAt: null,
    receivedAt: null,
    replacementShippedAt: null,
    doneAt: null,
    appeal: null,
    canAppeal: false,
  };
}

function service(status: TReturnStatus | 0, over: Partial<TServiceData> = {}): TServiceData {
  return {
    orderDetailId: 11,
    status,
    returnType: status ? 2 : 0,
    productReturn: status ? ret(status as TReturnStatus) : null,
    returnLogistics: status ? { company: '顺丰速运', number: 'SF1234567', shippedAt: 1 } : null,
    backLogistics: null,
    returnAddress: null,
    returnableNumber: 2,
    allowedTypes: status === RETURN_STATUS.CANCELLED ? [1, 2, 3] : [],
    deadline: null,
    history: [],
    ...over,
  };
}

describe('normalizeService (spec §4: status 5 counts as none)', () => {
  it('turns a cancelled request into none and keeps it in the history', () => {
    const s = normalizeService(service(RETURN_STATUS.CANCELLED));
    expect([s.status, s.returnType, s.productReturn, s.returnLogistics, s.backLogistics]).toEqual([
      0,
      0,
      null,
      null,
      null,
    ]);
    expect(s.history.map((h) => h.id)).toEqual([9]);
    expect(s.allowedTypes).toEqual([1, 2, 3]);
  });

  it('does not list the cancelled request twice', () => {
    const raw = service(RETURN_STATUS.CANCELLED);
    raw.history = [ret(RETURN_STATUS.CANCELLED)];
    expect(normalizeService(raw).history).toHaveLength(1);
  });

  it('leaves every other state as it is', () => {
    for (const st of [0, 1, 2, 3, 4, 6] as const) {
      const raw = service(st);
      expect(normalizeService(raw)).toBe(raw);
    }
  });
});

describe('service steps and actions', () => {
  it('walks 仅退款 in three steps, 退货退款 in five and 换货 in six (换货中 before 换货完成)', () => {
    expect(serviceSteps(1)).toEqual(['提交申请', '商家审核', '退款成功']);
    expect(serviceSteps(2).at(-1)).toBe('退款成功');
    expect(serviceSteps(2)).toHaveLength(5);
    expect(serviceSteps(3)).toEqual(['提交申请', '商家审核', '寄回商品', '商家收货', '换货中', '换货完成']);
    expect(currentStep(RETURN_STATUS.APPLIED, 2)).toBe(1);
    expect(currentStep(RETURN_STATUS.AWAIT_RETURN, 2)).toBe(2);
    expect(currentStep(RETURN_STATUS.AWAIT_SELLER, 3)).toBe(3);
    expect(currentStep(RETURN_STATUS.DONE, 1)).toBe(2);
    expect(currentStep(RETURN_STATUS.EXCHANGING, 3)).toBe(4);
    expect(currentStep(RETURN_STATUS.DONE, 3)).toBe(5);
  });

  it('offers cancel in 1 and 2 only, and logistics in 2 for goods that go back', () => {
    expect(buyerReturnActions(ret(RETURN_STATUS.APPLIED, 1))).toEqual(['cancel']);
    expect(buyerReturnActions(ret(RETURN_STATUS.AWAIT_RETURN, 2))).toEqual(['writeLogistics', 'cancel']);
    expect(buyerReturnActions(ret(RETURN_STATUS.AWAIT_RETURN, 3))).toEqual(['writeLogistics', 'cancel']);
    for (const st of [3, 4, 5, 6] as const) expect(buyerReturnActions(ret(st, 2))).toEqual([]);
    expect(buyerReturnActions(ret(RETURN_STATUS.EXCHANGING, 3))).toEqual(['confirmReplacement']);
    expect([1, 2, 3, 7].map((st) => isOpenStatus(st))).toEqual([true, true, true, true]);
    expect([0, 4, 5, 6].map((st) => isOpenStatus(st))).toEqual([false, false, false, false]);
  });

  it('writes the return address on one line and says when a 换货中 request completes by itself', () => {
    expect(
      returnAddressLine({ name: '售后部', phone: '13800001234', fullAddress: '广东省 深圳市 南山区 科技园 8 号' }),
    ).toBe('售后部 13800001234 广东省 深圳市 南山区 科技园 8 号');
    expect(exchangeAutoDoneAt(1_000, 10)).toBe(1_000 + 10 * 86_400_000);
  });

  it('previews the refund to the fen, none for 换货, and caps the number at what is returnable', () => {
    expect(refundPreview(99.9, 3, 2)).toBe(299.7);
    expect(refundPreview(0.1, 3, 1)).toBe(0.3);
    expect(refundPreview(99.9, 3, 3)).toBe(0);
    // A coupon line (¥100 × 3 with ¥9.23 off): one unit refunds 100 − ⌊9.23/3⌋, the rest exactly what is left.
    expect(refundPreview(100, 1, 1, { number: 3, discount: 9.23, returnedNumber: 0 })).toBe(96.93);
    expect(refundPreview(100, 2, 2, { number: 3, discount: 9.23, returnedNumber: 1 })).toBe(193.84);
    expect(refundPreview(100, 3, 3, { number: 3, discount: 9.23, returnedNumber: 0 })).toBe(0);
    expect(numberLimit({ returnableNumber: 2 })).toBe(2);
    expect(numberLimit({ returnableNumber: -1 })).toBe(0);
    expect(refundChannelText('aicoin')).toBe('已原路退回AI币余额');
    expect(refundChannelText('sandbox')).toBe('已原路退回支付账户');
    expect(refundChannelText('')).toBe('');
  });
});
