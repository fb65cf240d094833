import { AI_RECHARGE_PRESETS } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { rechargeAmountError } from './recharge-amount';

describe('rechargeAmountError', () => {
  it('accepts every preset and the bounds 1 and 50000', () => {
    for (const amount of AI_RECHARGE_PRESETS) expect(rechargeAmountError(amount)).toBeNull();
    expect(rechargeAmountError(1)).toBeNull();
    expect(rechargeAmountError(50000)).toBeNull();
  });

  it('accepts two decimals', () => {
    expect(rechargeAmountError(88.88)).toBeNull();
    expect(rechargeAmountError(0.1 + 0.2 + 1)).toBeNull();
  });

  it('asks for an amount when there is none', () => {
    expect(rechargeAmountError(null)).toBe('请选择或输入充值金额');
    expect(rechargeAmountError(undefined)).toBe('请选择或输入充值金额');
  });

  it('refuses amounts outside 1–50000 with the range in the message', () => {
    expect(rechargeAmountError(0.99)).toBe('充值金额为1到50000元');
    expect(rechargeAmountError(0)).toBe('充值金额为1到50000元');
    expect(rechargeAmountError(-5)).toBe('充值金额为1到50000元');
    expect(rechargeAmountError(50000.01)).toBe('充值金额为1到50000元');
  });

  it('refuses a third decimal and non-numbers', () => {
    expect(rechargeAmountError(10.005)).toBe('金额最多两位小数');
    expect(rechargeAmountError(Number.NaN)).toBe('请输入有效的充值金额');
    expect(rechargeAmountError(Number.POSITIVE_INFINITY)).toBe('请输入有效的充值金额');
  });
});
