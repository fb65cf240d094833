import { describe, expect, it } from 'vitest';
import { homeItemsPayload, itemPicture, itemTarget, moveItem, type THomeDraftItem } from './home-slots-view';

const item = (over: Partial<THomeDraftItem>): THomeDraftItem => ({
  key: 'k',
  title: '标题',
  desc: '',
  imageUrl: '',
  productId: null,
  productTitle: null,
  productImage: null,
  link: '',
  isShown: true,
  ...over,
});

describe('the home position editor', () => {
  it('moves an item up and down, never past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
  it('sends the list in order with blank fields left out', () => {
    expect(
      homeItemsPayload([
        item({ title: ' 大促 ', imageUrl: '/files/a.png', link: ' /product ' }),
        item({ title: '网关', productId: 7, productImage: '/p.png' }),
      ]),
    ).toEqual([
      { title: '大促', imageUrl: '/files/a.png', link: '/product' },
      { title: '网关', productId: 7 },
    ]);
  });
  it('shows the product’s picture and page when the item has none of its own', () => {
    expect(itemPicture(item({ productImage: '/p.png' }))).toBe('/p.png');
    expect(itemTarget(item({ productId: 7 }))).toBe('/product/detail?id=7');
    expect(itemTarget(item({ link: 'https://a.cn' }))).toBe('https://a.cn');
  });
});
