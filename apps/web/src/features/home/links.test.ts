import { describe, expect, it } from 'vitest';
import { categoryHref, isExternalUrl, portalHref } from './links';

describe('links', () => {
  it('tells absolute URLs from in-site paths', () => {
    expect(isExternalUrl('https://iot.example.com')).toBe(true);
    expect(isExternalUrl('http://a.b/c')).toBe(true);
    expect(isExternalUrl('//cdn.example.com/x')).toBe(true);
    expect(isExternalUrl('/market')).toBe(false);
    expect(isExternalUrl('/product/detail?id=12')).toBe(false);
    expect(isExternalUrl('market')).toBe(false);
  });

  it('builds the category and portal links', () => {
    expect(categoryHref(5)).toBe('/product?sysCategoryId=5');
    expect(portalHref({ link: '/product/detail?id=12', productId: 12 })).toBe('/product/detail?id=12');
    expect(portalHref({ link: ' ', productId: 7 })).toBe('/product/detail?id=7');
    expect(portalHref({ link: '', productId: null })).toBe('/product');
  });
});
