import { describe, expect, it } from 'vitest';
import { categoryHref, portalHref } from './links';

describe('links', () => {
  it('builds the category and portal links', () => {
    expect(categoryHref(5)).toBe('/product?sysCategoryId=5');
    expect(portalHref({ link: '/product/detail?id=12', productId: 12 })).toBe('/product/detail?id=12');
    expect(portalHref({ link: ' ', productId: 7 })).toBe('/product/detail?id=7');
    expect(portalHref({ link: '', productId: null })).toBe('/product');
  });
});
