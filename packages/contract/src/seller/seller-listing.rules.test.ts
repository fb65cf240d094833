import { describe, expect, it } from 'vitest';
import { ZListingInput } from './seller-listing.calls.js';
import { skuMatrixProblem, specCombinations } from './seller-listing.rules.js';

const SPECS = [
  { name: '颜色', values: ['白色', '黑色'] },
  { name: '版本', values: ['标准版', 'Pro'] },
];
const FULL = specCombinations(SPECS).map((values) => ({ values }));

describe('the SKU matrix', () => {
  it('combines the values, the first dimension varying slowest', () => {
    expect(specCombinations(SPECS)).toEqual([
      ['白色', '标准版'],
      ['白色', 'Pro'],
      ['黑色', '标准版'],
      ['黑色', 'Pro'],
    ]);
  });

  it('accepts exactly one SKU per combination, in any order', () => {
    expect(skuMatrixProblem(SPECS, [...FULL].reverse())).toBeNull();
  });

  it('names the row of a SKU that is wrong, twice or missing', () => {
    expect(skuMatrixProblem(SPECS, [...FULL.slice(0, 3), { values: ['红色', 'Pro'] }])).toEqual({
      index: 3,
      message: '第4个SKU的「红色」不是规格「颜色」的值',
    });
    expect(skuMatrixProblem(SPECS, [...FULL, FULL[0]!])).toEqual({
      index: 4,
      message: '第5个SKU「白色 / 标准版」重复',
    });
    expect(skuMatrixProblem(SPECS, FULL.slice(0, 3))).toEqual({
      index: -1,
      message: '缺少规格组合「黑色 / Pro」的SKU',
    });
    expect(skuMatrixProblem(SPECS, [{ values: ['白色'] }])?.message).toBe('第1个SKU应有2个规格值');
  });

  it('the schema refuses a broken matrix on the SKU’s own path', () => {
    const listing = {
      categoryId: 3,
      title: '智能插座',
      brand: '智联',
      images: ['/files/2026/11/0123456789abcdef01234567.png'],
      detailHtml: '<p>好</p>',
      facets: { protocols: ['Wi-Fi'], ecosystems: [], hubRequired: false, certifications: [] },
      specs: SPECS,
      skus: FULL.map((s) => ({ ...s, price: 59, stock: 10 })),
    };
    expect(ZListingInput.safeParse(listing).success).toBe(true);
    const broken = { ...listing, skus: [...listing.skus.slice(0, 3), { values: ['白色', 'Max'], price: 1, stock: 1 }] };
    const parsed = ZListingInput.safeParse(broken);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['skus', 3, 'values'],
      message: '第4个SKU的「Max」不是规格「版本」的值',
    });
  });
});
