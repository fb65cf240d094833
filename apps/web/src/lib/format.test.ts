import { zPhone, zUsername } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { maskPhone, safeRedirect } from './format';
import { zodRule } from './zod-rule';

describe('maskPhone', () => {
  it('hides the middle four digits of a mainland mobile number', () => {
    expect(maskPhone('13812348000')).toBe('138****8000');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('138****8000')).toBe('138****8000');
  });
});

describe('safeRedirect', () => {
  it('honours same-site paths only', () => {
    expect(safeRedirect('/user/order?tab=nopay')).toBe('/user/order?tab=nopay');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
  });
});

describe('zodRule', () => {
  it('passes valid and empty values and rejects with the schema message', async () => {
    const rule = zodRule(zPhone);
    await expect(rule.validator({}, '13800000000')).resolves.toBeUndefined();
    await expect(rule.validator({}, '')).resolves.toBeUndefined();
    await expect(rule.validator({}, '12345')).rejects.toThrow('请输入正确的手机号');
    await expect(zodRule(zUsername).validator({}, '12345')).rejects.toThrow('用户名不能是纯数字');
  });
});
