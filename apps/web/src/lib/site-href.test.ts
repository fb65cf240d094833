import { describe, expect, it } from 'vitest';
import { hrefKind } from './site-href';

describe('hrefKind', () => {
  it('routes site paths and opens http(s) URLs', () => {
    expect(hrefKind('/product/detail?id=12')).toBe('internal');
    expect(hrefKind(' /market ')).toBe('internal');
    expect(hrefKind('https://iot.example.com/a')).toBe('external');
    expect(hrefKind('HTTP://a.b')).toBe('external');
  });

  it('follows nothing else', () => {
    for (const url of [
      '',
      null,
      undefined,
      'market',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://a\\b',
    ]) {
      expect(hrefKind(url), String(url)).toBe('invalid');
    }
  });
});
