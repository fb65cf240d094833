import { describe, expect, it } from 'vitest';
import { maskNick, phoneTail } from './mask.js';

describe('masking', () => {
  it.each([
    ['13812348000', '*******8000'],
    ['+8613812348000', '************00'],
    ['12', '**'],
    ['', ''],
  ])('answers a phone %j by its tail only: %j', (phone, tail) => {
    expect(phoneTail(phone)).toBe(tail);
  });

  it.each([
    ['buyer_0123', 'b***3'],
    ['b***3', 'b***3'],
    ['张三', '张*'],
    ['x', '*'],
  ])('masks the public name %j as %j (twice alike)', (nick, masked) => {
    expect(maskNick(nick)).toBe(masked);
    expect(maskNick(maskNick(nick))).toBe(masked);
  });
});
