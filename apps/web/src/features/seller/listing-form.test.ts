import type { TListingContent, TListingDetail } from '@mall/contract';
import { ZListingInput } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  addSpec,
  addSpecValue,
  canAddSpec,
  editorActions,
  editSku,
  emptyListingForm,
  fillSkus,
  formFieldOf,
  isValueLocked,
  listingCsvTemplate,
  listingFormValues,
  listingPayload,
  matrixProblem,
  moveImage,
  rebuildSkus,
  removeSpec,
  removeSpecValue,
  renameSpec,
  specLocks,
  type TListingMatrix,
} from './listing-form';

function matrixOf(...steps: ((m: TListingMatrix) => TListingMatrix | string)[]): TListingMatrix {
  let m: TListingMatrix = { specs: [{ name: '', values: [] }], skus: [] };
  for (const step of steps) {
    const next = step(m);
    if (typeof next === 'string') throw new Error(next);
    m = next;
  }
  return m;
}

const colours = matrixOf(
  (m) => renameSpec(m, 0, '颜色'),
  (m) => addSpecValue(m, 0, '白色'),
  (m) => addSpecValue(m, 0, '黑色'),
);

const content: TListingContent = {
  categoryId: 12,
  categoryPath: '智能照明 / 智能灯泡',
  title: '智能灯泡 E27',
  subtitle: '',
  brand: '智联',
  images: ['/files/2026/12/aaaaaaaaaaaaaaaaaaaaaaaa.jpg'],
  detailHtml: '<p>好用</p>',
  facets: { protocols: ['Wi-Fi'], ecosystems: ['米家'], hubRequired: false, power: ['220V'], certifications: [] },
  specs: [{ name: '颜色', values: ['白色', '黑色'] }],
  skus: [
    { id: 31, values: ['白色'], price: 39.9, stock: 10, code: 'W-1' },
    { id: 32, values: ['黑色'], price: 42, stock: 0, code: null },
  ],
  weightGrams: 120,
};

function detail(over: Partial<TListingDetail>): TListingDetail {
  return {
    id: 5,
    sellerId: 2,
    shopName: '智联旗舰店',
    state: 2,
    stateReason: null,
    onSale: true,
    content,
    revision: null,
    createdAt: 1,
    updatedAt: 2,
    ...over,
  };
}

describe('the SKU matrix', () => {
  it('has one row per combination, the first dimension varying slowest', () => {
    expect(colours.skus.map((r) => r.values)).toEqual([['白色'], ['黑色']]);
    const sized = matrixOf(
      () => colours,
      addSpec,
      (m) => renameSpec(m, 1, '套餐'),
      (m) => addSpecValue(m, 1, '单只'),
      (m) => addSpecValue(m, 1, '两只'),
    );
    expect(sized.skus.map((r) => r.values.join('/'))).toEqual(['白色/单只', '白色/两只', '黑色/单只', '黑色/两只']);
  });

  it('keeps entered prices when a value is added, and spreads them over a new dimension', () => {
    let m = editSku(colours, 0, { price: 39.9, stock: 10, code: 'W-1' });
    m = editSku(m, 1, { price: 42, stock: 5 });
    const more = addSpecValue(m, 0, '金色') as TListingMatrix;
    expect(more.skus).toEqual([
      { values: ['白色'], price: 39.9, stock: 10, code: 'W-1', id: null },
      { values: ['黑色'], price: 42, stock: 5, code: '', id: null },
      { values: ['金色'], price: null, stock: null, code: '', id: null },
    ]);
    // A new dimension: no rows change until it has a value; then each colour's entries carry over.
    const withEmpty = renameSpec(addSpec(m), 1, '套餐');
    expect(withEmpty.skus.map((r) => r.price)).toEqual([39.9, 42]);
    const sized = addSpecValue(withEmpty, 1, '单只') as TListingMatrix;
    expect(sized.skus.map((r) => [r.values.join('/'), r.price, r.stock])).toEqual([
      ['白色/单只', 39.9, 10],
      ['黑色/单只', 42, 5],
    ]);
    // Dropping the dimension again narrows back to the colours, their entries kept.
    expect(removeSpec(sized, 1).skus.map((r) => [r.values.join('/'), r.price])).toEqual([
      ['白色', 39.9],
      ['黑色', 42],
    ]);
    expect(removeSpecValue(sized, 0, '白色').skus.map((r) => r.values.join('/'))).toEqual(['黑色/单只']);
  });

  it('keeps a live SKU’s id only on its very combination', () => {
    const live = listingFormValues(content, [1, 12]).matrix;
    const rows = rebuildSkus(live, [{ name: '颜色', values: ['白色', '黑色', '金色'] }]);
    expect(rows.map((r) => r.id)).toEqual([31, 32, null]);
  });

  it('refuses an empty, a duplicate or a slash value, and too many SKUs', () => {
    expect(addSpecValue(colours, 0, '  ')).toBe('请输入规格值');
    expect(addSpecValue(colours, 0, '白色')).toBe('规格值「白色」已存在');
    expect(addSpecValue(colours, 0, 'a/b')).toBe('规格值不能含有「/」');
    let m = colours;
    for (let i = 0; i < 18; i += 1) m = addSpecValue(m, 0, `色${i}`) as TListingMatrix;
    m = renameSpec(addSpec(m), 1, '尺寸');
    for (let i = 0; i < 10; i += 1) m = addSpecValue(m, 1, `号${i}`) as TListingMatrix;
    expect(m.skus).toHaveLength(200);
    expect(addSpecValue(m, 1, '号X')).toBe('SKU最多200个，请减少规格值');
  });

  it('fills price and stock for every row, leaving what is not given', () => {
    const filled = fillSkus(editSku(colours, 0, { stock: 3 }).skus, { price: 19.9, stock: null });
    expect(filled.map((r) => [r.price, r.stock])).toEqual([
      [19.9, 3],
      [19.9, null],
    ]);
    expect(fillSkus(filled, { price: null, stock: 8 }).map((r) => [r.price, r.stock])).toEqual([
      [19.9, 8],
      [19.9, 8],
    ]);
  });

  it('names the first problem in the editor’s words', () => {
    expect(matrixProblem({ specs: [], skus: [] })).toBe('请至少添加1个规格');
    expect(matrixProblem(addSpec(colours))).toBe('请填写第2个规格的名称');
    expect(matrixProblem(renameSpec(addSpec(colours), 1, '尺寸'))).toBe('请为规格「尺寸」添加至少1个值');
    expect(matrixProblem(colours)).toBe('请填写SKU「白色」的价格');
    const priced = { ...colours, skus: fillSkus(colours.skus, { price: 10, stock: 1 }) };
    expect(matrixProblem(priced)).toBeNull();
    expect(matrixProblem(editSku(priced, 1, { code: '中文' }))).toBe('SKU「黑色」的商家编码为1到32位字母、数字、-或_');
  });
});

describe('pictures', () => {
  it('move left and right; the ends stay put', () => {
    expect(moveImage(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveImage(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveImage(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveImage(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the payload', () => {
  it('is what the contract takes, from stored content and back', () => {
    const values = listingFormValues(content, [1, 12]);
    const payload = listingPayload(values);
    expect(payload).toMatchObject({
      categoryId: 12,
      title: '智能灯泡 E27',
      brand: '智联',
      specs: [{ name: '颜色', values: ['白色', '黑色'] }],
      skus: [
        { values: ['白色'], price: 39.9, stock: 10, code: 'W-1' },
        { values: ['黑色'], price: 42, stock: 0 },
      ],
      weightGrams: 120,
    });
    expect(payload).not.toHaveProperty('subtitle');
    expect(payload.skus[1]).not.toHaveProperty('code');
    expect(ZListingInput.safeParse(payload).success).toBe(true);
  });

  it('of an empty form is refused by the contract (the form checks first)', () => {
    expect(ZListingInput.safeParse(listingPayload(emptyListingForm())).success).toBe(false);
  });

  it('maps the server’s field to the form’s', () => {
    expect(formFieldOf('categoryId')).toBe('category');
    expect(formFieldOf('skus.3.price')).toBe('matrix');
    expect(formFieldOf('facets.protocols')).toBe('protocols');
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('file')).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });
});

describe('a live product', () => {
  it('locks its dimensions and values, and adds none', () => {
    const locks = specLocks(detail({}));
    expect(isValueLocked(locks, 0, '白色')).toBe(true);
    expect(isValueLocked(locks, 0, '金色')).toBe(false);
    expect(canAddSpec(locks, listingFormValues(content, []).matrix)).toBe(false);
    expect(specLocks(detail({ state: 3 })).specs).toEqual([]);
  });

  it('edits as a revision; a pending one only withdraws', () => {
    expect(editorActions(null)).toEqual({ canSave: true, canSubmit: true, canWithdraw: false, isRevision: false });
    expect(editorActions(detail({}))).toMatchObject({ canSave: true, isRevision: true });
    const pending = detail({ revision: { state: 1, reason: null, content, updatedAt: 3 } });
    expect(editorActions(pending)).toMatchObject({ canSave: false, canSubmit: false, canWithdraw: true });
    expect(editorActions(detail({ state: 1 }))).toMatchObject({ canSave: false, canWithdraw: true, isRevision: false });
  });
});

describe('the import template', () => {
  it('is the header row of the CSV’s columns with a BOM', () => {
    const text = listingCsvTemplate();
    expect(text.startsWith('\uFEFF商品ID,商品标题,分类ID,')).toBe(true);
    expect(text.endsWith('商家编码,详情HTML\r\n')).toBe(true);
  });
});
