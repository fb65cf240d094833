import type { TAdminCategory } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { dropPlace, findCategory, heightOf, shiftPlace } from './category-moves';

function node(id: number, parentId: number, children: TAdminCategory[] = []): TAdminCategory {
  return { id, parentId, name: `分类${id}`, icon: '', sort: 0, productCount: 0, productTotal: 0, children };
}

// 1 ─ 11 ─ 111
//   └ 12
// 2
// 3 ─ 31
const TREE = [node(1, 0, [node(11, 1, [node(111, 11)]), node(12, 1)]), node(2, 0), node(3, 0, [node(31, 3)])];

describe('the console’s category moves', () => {
  it('finds a node with its siblings and level', () => {
    expect(findCategory(TREE, 111)).toMatchObject({ depth: 3, node: { id: 111 } });
    expect(findCategory(TREE, 12)?.siblings.map((s) => s.id)).toEqual([11, 12]);
    expect(heightOf(TREE[0] as TAdminCategory)).toBe(3);
  });

  it('moves up and down among siblings, not past either end', () => {
    expect(shiftPlace(TREE, 2, -1)).toEqual({ parentId: 0, sort: 0 });
    expect(shiftPlace(TREE, 2, 1)).toEqual({ parentId: 0, sort: 2 });
    expect(shiftPlace(TREE, 1, -1)).toBeNull();
    expect(shiftPlace(TREE, 3, 1)).toBeNull();
    expect(shiftPlace(TREE, 11, 1)).toEqual({ parentId: 1, sort: 1 });
  });

  it('places a drop before, after or into a node, counting siblings without the dragged one', () => {
    // 1 dropped after 2: the top level without 1 is [2, 3], so after 2 is position 1.
    expect(dropPlace(TREE, 1, 2, false, 1)).toEqual({ parentId: 0, sort: 1 });
    expect(dropPlace(TREE, 3, 1, false, -1)).toEqual({ parentId: 0, sort: 0 });
    expect(dropPlace(TREE, 12, 2, true, 1)).toEqual({ parentId: 2, sort: 0 });
    expect(dropPlace(TREE, 31, 111, false, 1)).toEqual({ parentId: 11, sort: 1 });
  });

  it('refuses a cycle and a tree deeper than three levels', () => {
    expect(dropPlace(TREE, 1, 11, true, 1)).toEqual({ refused: expect.stringContaining('下级') });
    expect(dropPlace(TREE, 1, 111, false, 1)).toEqual({ refused: expect.stringContaining('下级') });
    expect(dropPlace(TREE, 3, 12, true, 1)).toEqual({ refused: expect.stringContaining('3级') });
    expect(dropPlace(TREE, 31, 111, true, 1)).toEqual({ refused: expect.stringContaining('3级') });
  });
});
