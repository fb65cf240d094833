import { describe, expect, it } from 'vitest';
import { choosePayMethod } from './pay-methods';

describe('choosePayMethod', () => {
  it('keeps AI币 while the balance covers the amount', () => {
    expect(choosePayMethod('aicoin', ['alipay', 'wechat'], false)).toBe('aicoin');
    expect(choosePayMethod('aicoin', [], false)).toBe('aicoin');
  });

  it('moves a short balance to the first channel the shop takes, or to nothing when it takes none', () => {
    expect(choosePayMethod('aicoin', ['wechat', 'sandbox'], true)).toBe('wechat');
    expect(choosePayMethod('aicoin', [], true)).toBeNull();
  });

  it('keeps a picked channel while it is offered, whatever the balance', () => {
    expect(choosePayMethod('sandbox', ['alipay', 'sandbox'], true)).toBe('sandbox');
    expect(choosePayMethod('wechat', ['alipay', 'wechat'], false)).toBe('wechat');
  });

  it('replaces a channel no longer offered: AI币 when it covers, else the first channel', () => {
    expect(choosePayMethod('sandbox', ['alipay'], false)).toBe('aicoin');
    expect(choosePayMethod('sandbox', ['alipay'], true)).toBe('alipay');
    expect(choosePayMethod('sandbox', [], true)).toBeNull();
  });
});
