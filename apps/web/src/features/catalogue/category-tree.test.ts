import type { TCategory } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { categoriesMatching, findCategoryPath, sortCategories } from './category-tree';

const cat = (id: number, parentId: number, sort: number, children?: TCategory[]): TCategory => ({
  id,
  parentId,
  name: `分类${id}`,
  icon: '',
  sort,
  ...(children ? { children } : {}),
});

const tree = [cat(1, 0, 2, [cat(11, 1, 2), cat(12, 1, 1)]), cat(2, 0, 1, [cat(21, 2, 1, [cat(211, 21, 1)])])];

describe('findCategoryPath', () => {
  it('answers the chain from the top level down to the category', () => {
    expect(findCategoryPath(tree, 211).map((c) => c.id)).toEqual([2, 21, 211]);
    expect(findCategoryPath(tree, 1).map((c) => c.id)).toEqual([1]);
  });

  it('answers nothing for an unknown id or a missing tree', () => {
    expect(findCategoryPath(tree, 99)).toEqual([]);
    expect(findCategoryPath(undefined, 1)).toEqual([]);
    expect(findCategoryPath(tree, undefined)).toEqual([]);
  });
});

describe('sortCategories', () => {
  it('orders every level by sort', () => {
    const sorted = sortCategories(tree);
    expect(sorted.map((c) => c.id)).toEqual([2, 1]);
    expect(sorted[1].children?.map((c) => c.id)).toEqual([12, 11]);
  });
});

describe('categoriesMatching', () => {
  const named = [
    {
      ...cat(1, 0, 1, [
        { ...cat(11, 1, 1), name: 'Zigbee 网关' },
        { ...cat(12, 1, 2), name: '智能灯泡' },
      ]),
      name: '网关与中枢',
    },
  ];

  it('answers the categories whose name has the keyword, at any level, in tree order', () => {
    expect(categoriesMatching(named, '网关').map((c) => c.id)).toEqual([1, 11]);
    expect(categoriesMatching(named, 'ＺＩＧＢＥＥ').map((c) => c.id)).toEqual([11]);
    expect(categoriesMatching(named, '网关', 1).map((c) => c.id)).toEqual([1]);
  });

  it('answers nothing without a keyword, a tree or a match', () => {
    expect(categoriesMatching(named, undefined)).toEqual([]);
    expect(categoriesMatching(undefined, '网关')).toEqual([]);
    expect(categoriesMatching(named, '门锁')).toEqual([]);
  });
});
