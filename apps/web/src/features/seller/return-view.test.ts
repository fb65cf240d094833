import { describe, expect, it } from 'vitest';
import { parsePage, parseReturnStatus, RETURN_TABS, rejectReasonProblem, sellerReturnActions } from './return-view';

describe('sellerReturnActions', () => {
  it('offers 同意/拒绝 under review, for every type', () => {
    for (const returnType of [1, 2, 3] as const) {
      expect(sellerReturnActions({ status: 1, returnType })).toEqual(['approve', 'reject']);
    }
  });
  it('offers 确认收货并退款 only for 退货退款 and 发出换货 only for 换货 once the goods are on their way back', () => {
    expect(sellerReturnActions({ status: 3, returnType: 2 })).toEqual(['receive']);
    expect(sellerReturnActions({ status: 3, returnType: 3 })).toEqual(['shipReplacement']);
    expect(sellerReturnActions({ status: 3, returnType: 1 })).toEqual([]);
  });
  it('offers nothing while the buyer must act or once it ended', () => {
    for (const status of [2, 4, 5, 6, 7] as const) {
      for (const returnType of [1, 2, 3] as const) expect(sellerReturnActions({ status, returnType })).toEqual([]);
    }
  });
});

describe('the status tabs', () => {
  it('are 全部 and the contract texts of the states, 换货中 after 待商家收货', () => {
    expect(RETURN_TABS.map((t) => t.label)).toEqual([
      '全部',
      '待审核',
      '待寄回',
      '待商家收货',
      '换货中',
      '已完成',
      '已取消',
      '已拒绝',
    ]);
  });
  it('read ?status= as a state, anything else as 全部', () => {
    expect(parseReturnStatus('1')).toBe(1);
    expect(parseReturnStatus('6')).toBe(6);
    expect(parseReturnStatus('0')).toBeUndefined();
    expect(parseReturnStatus('7')).toBe(7);
    expect(parseReturnStatus('8')).toBeUndefined();
    expect(parseReturnStatus('all')).toBeUndefined();
    expect(parseReturnStatus(null)).toBeUndefined();
  });
});

describe('parsePage', () => {
  it('takes positive whole numbers, else 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage('x')).toBe(1);
  });
});

describe('rejectReasonProblem', () => {
  it('wants 2 to 200 characters after trimming', () => {
    expect(rejectReasonProblem('')).toMatch('请填写拒绝原因');
    expect(rejectReasonProblem('  好 ')).toMatch('请填写拒绝原因');
    expect(rejectReasonProblem('不符')).toBeNull();
    expect(rejectReasonProblem('字'.repeat(200))).toBeNull();
    expect(rejectReasonProblem('字'.repeat(201))).toBe('拒绝原因最多200个字');
  });
});
