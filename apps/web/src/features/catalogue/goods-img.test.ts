import type { TProductFile } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { buildGoodsImg } from './goods-img';

const file = (id: number, path: string, sort: number): TProductFile => ({ id, productId: 7, type: 2, path, sort });

describe('buildGoodsImg', () => {
  it('groups the images in rows of 4, each in the 450, 900 and 86 sizes', () => {
    const files = [1, 2, 3, 4, 5, 6].map((n) => file(n, `/files/p/${n}.jpg`, n));
    const rows = buildGoodsImg(files);
    expect(rows.map((r) => r.length)).toEqual([4, 2]);
    expect(rows[0][0]).toEqual({
      path: '/files/p/1.jpg',
      showPath: '/img/450/files/p/1.jpg',
      largePath: '/img/900/files/p/1.jpg',
      miniPath: '/img/86/files/p/1.jpg',
    });
    expect(rows[1][1].path).toBe('/files/p/6.jpg');
  });

  it('follows the sort order and shows each path once', () => {
    const rows = buildGoodsImg([file(1, '/files/b.jpg', 2), file(2, '/files/a.jpg', 1), file(3, '/files/a.jpg', 3)]);
    expect(rows).toHaveLength(1);
    expect(rows[0].map((i) => i.path)).toEqual(['/files/a.jpg', '/files/b.jpg']);
  });

  it('falls back to the given image, or nothing', () => {
    expect(buildGoodsImg([], '/files/cover.jpg')[0][0].miniPath).toBe('/img/86/files/cover.jpg');
    expect(buildGoodsImg(undefined)).toEqual([]);
  });
});
