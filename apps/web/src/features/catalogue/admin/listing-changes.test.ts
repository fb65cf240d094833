import type { TListingContent } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { listingChanges } from './listing-changes';

const LIVE: TListingContent = {
  categoryId: 12,
  categoryPath: '智能开关插座 / 智能插座',
  title: '极光 Wi-Fi 计量插座 16A',
  subtitle: '电量统计',
  brand: '极光',
  images: ['/files/2026/12/aaaaaaaaaaaaaaaaaaaaaaaa.png', '/files/2026/12/bbbbbbbbbbbbbbbbbbbbbbbb.png'],
  detailHtml: '<p>16A 大功率</p>',
  facets: { protocols: ['Wi-Fi'], ecosystems: ['米家'], hubRequired: false, power: ['220V'], certifications: ['CCC'] },
  specs: [{ name: '规格', values: ['单只装', '两只装'] }],
  skus: [
    { id: 1, values: ['单只装'], price: 59, stock: 10, code: 'PL-1' },
    { id: 2, values: ['两只装'], price: 109, stock: 5, code: null },
  ],
  weightGrams: 150,
};

describe('listingChanges', () => {
  it('finds nothing in an edit that saves the listing as it is', () => {
    const changes = listingChanges(LIVE, structuredClone(LIVE));
    expect(changes).toEqual({
      fields: [],
      images: null,
      facets: [],
      specValues: [],
      newSkus: [],
      codeChanges: [],
      isDetailChanged: false,
      count: 0,
    });
  });

  it('names every changed field, picture, fact, value, SKU and the detail', () => {
    const [a, b] = LIVE.images as [string, string];
    const c = '/files/2026/12/cccccccccccccccccccccccc.png';
    const edit: TListingContent = {
      ...structuredClone(LIVE),
      title: '极光 Matter 计量插座 16A',
      weightGrams: null,
      images: [c, a],
      detailHtml: '<p>升级 Matter</p>',
      facets: { ...LIVE.facets, protocols: ['Wi-Fi', 'Matter'], ecosystems: [], hubRequired: true },
      specs: [{ name: '规格', values: ['单只装', '两只装', '四只装'] }],
      skus: [
        { id: 1, values: ['单只装'], price: 59, stock: 10, code: 'PL-1A' },
        { id: 2, values: ['两只装'], price: 109, stock: 5, code: null },
        { id: null, values: ['四只装'], price: 199, stock: 100, code: 'PL-4' },
      ],
    };
    const changes = listingChanges(LIVE, edit);
    expect(changes.fields).toEqual([
      { label: '标题', before: '极光 Wi-Fi 计量插座 16A', after: '极光 Matter 计量插座 16A' },
      { label: '重量', before: '150 克', after: '未填写' },
    ]);
    expect(changes.images).toEqual({ added: [c], removed: [b], isMainChanged: true, isReordered: false });
    expect(changes.facets).toEqual([
      { label: '通信协议', added: ['Matter'], removed: [] },
      { label: '兼容生态', added: [], removed: ['米家'] },
      { label: '是否需要网关', added: ['需要网关'], removed: ['无需网关'] },
    ]);
    expect(changes.specValues).toEqual([{ name: '规格', added: ['四只装'] }]);
    expect(changes.newSkus.map((s) => s.values)).toEqual([['四只装']]);
    expect(changes.codeChanges).toEqual([{ values: ['单只装'], before: 'PL-1', after: 'PL-1A' }]);
    expect(changes.isDetailChanged).toBe(true);
    expect(changes.count).toBe(2 + 1 + 3 + 1 + 1 + 1 + 1);
  });

  it('tells pictures put in another order from pictures replaced', () => {
    const [a, b] = LIVE.images as [string, string];
    expect(listingChanges(LIVE, { ...LIVE, images: [b, a] }).images).toEqual({
      added: [],
      removed: [],
      isMainChanged: true,
      isReordered: true,
    });
  });
});
