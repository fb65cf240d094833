import type { TPortalItem } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { WISDOM_FALLBACK, WISDOM_TILE_COUNT, wisdomRows } from './wisdom';

const item = (id: number): TPortalItem => ({
  id,
  position: 6,
  title: `场景${id}`,
  desc: `描述${id}`,
  imageUrl: `/files/seed/w${id}.png`,
  productId: id,
  link: `/product/detail?id=${id}`,
  price: 99,
});

const sizes = (rows: unknown[][]) => rows.map((r) => r.length);

describe('wisdomRows', () => {
  it('lays seven portal items out in rows of 3, 3 and 1, in order', () => {
    const rows = wisdomRows([1, 2, 3, 4, 5, 6, 7].map(item));
    expect(sizes(rows)).toEqual([3, 3, 1]);
    expect(rows.flat().map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.flat().every((t) => t.scene === null && t.imageUrl)).toBe(true);
  });

  it('fills the empty slots with placeholders, the wide scene last', () => {
    const rows = wisdomRows([1, 2, 3].map(item));
    expect(sizes(rows)).toEqual([3, 3, 1]);
    expect(rows[0].map((t) => t.id)).toEqual([1, 2, 3]);
    expect(rows[1].every((t) => t.id < 0 && t.scene && t.imageUrl === '')).toBe(true);
    expect(rows[2][0].scene).toBe('whole-home');
    const ids = rows.flat().map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows only placeholders when the position is empty, and drops items beyond seven', () => {
    const empty = wisdomRows([]);
    expect(sizes(empty)).toEqual([3, 3, 1]);
    expect(empty.flat().map((t) => t.id)).toEqual(WISDOM_FALLBACK.map((f) => f.id));
    const many = wisdomRows(Array.from({ length: 10 }, (_, i) => item(i + 1)));
    expect(many.flat()).toHaveLength(WISDOM_TILE_COUNT);
    expect(many[2][0].id).toBe(7);
  });

  it('places the wide scene in the last slot when only one is missing', () => {
    const rows = wisdomRows([1, 2, 3, 4, 5, 6].map(item));
    expect(rows[1].map((t) => t.id)).toEqual([4, 5, 6]);
    expect(rows[2][0].scene).toBe('whole-home');
  });

  it('keeps to fewer rows when the fallback list is short', () => {
    const rows = wisdomRows([item(1)], []);
    expect(sizes(rows)).toEqual([1]);
  });

  it('carries every placeholder field of spec §3 (id, imageUrl, name, desc)', () => {
    for (const f of WISDOM_FALLBACK) {
      expect(f).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          imageUrl: '',
          name: expect.any(String),
          desc: expect.any(String),
        }),
      );
      expect(f.link.startsWith('/product?queryName=')).toBe(true);
    }
  });
});
