import type { TPlanDetail } from '@mall/contract';
import { ZPlanInput } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  addOutcomeText,
  addPickedLine,
  bomTotal,
  issueField,
  lineSubtotal,
  planFormValues,
  planPayload,
  type TBomDraftLine,
  withLine,
} from './plan-form';

const draft = (over: Partial<TBomDraftLine> = {}): TBomDraftLine => ({
  productId: 1,
  standardId: 11,
  quantity: 2,
  title: '智能灯泡',
  image: '/catalogue/p/1-0.svg',
  standardName: '白色',
  ...over,
});

describe('plan form', () => {
  it('builds the payload the contract accepts, leaving out an empty cover and attachments', () => {
    const payload = planPayload({
      title: ' 三居室方案 ',
      scene: '家庭',
      summary: ' 一套完整的三居室智能家居方案 ',
      htmlCode: '<p>一段足够长的方案正文说明</p>',
      cover: [],
      attachments: [],
      products: [draft(), draft({ productId: 2, standardId: 21, quantity: 1 })],
    });
    expect(payload).toEqual({
      title: '三居室方案',
      scene: '家庭',
      summary: '一套完整的三居室智能家居方案',
      htmlCode: '<p>一段足够长的方案正文说明</p>',
      products: [
        { productId: 1, standardId: 11, quantity: 2 },
        { productId: 2, standardId: 21, quantity: 1 },
      ],
    });
    expect(ZPlanInput.safeParse(payload).success).toBe(true);
    const withFiles = planPayload({
      cover: ['/files/2026/01/0123456789abcdef01234567.png'],
      attachments: [{ url: '/files/2026/01/0123456789abcdef01234568.pdf', name: '清单.pdf', kind: 'pdf' }],
    });
    expect(withFiles.cover).toBe('/files/2026/01/0123456789abcdef01234567.png');
    expect(withFiles.attachments).toEqual([{ url: '/files/2026/01/0123456789abcdef01234568.pdf', name: '清单.pdf' }]);
  });

  it('adds units to a standard already listed instead of a second line, within the maximum', () => {
    const lines = [draft()];
    expect(withLine(lines, draft({ quantity: 3 }), 9999)).toEqual([draft({ quantity: 5 })]);
    expect(withLine(lines, draft({ quantity: 9999 }), 9999)[0]?.quantity).toBe(9999);
    expect(withLine(lines, draft({ standardId: 12 }), 9999)).toHaveLength(2);
  });

  it('says what 添加 did: a new line, one more unit on the listed standard, or nothing at the cap', () => {
    const lines = [draft({ quantity: 2 })];
    const added = addPickedLine(lines, draft({ standardId: 12, quantity: 1 }), 9999);
    expect(added.outcome).toBe('added');
    expect(added.lines.map((l) => [l.standardId, l.quantity])).toEqual([
      [11, 2],
      [12, 1],
    ]);
    const merged = addPickedLine(lines, draft({ quantity: 1 }), 9999);
    expect(merged).toEqual({ lines: [draft({ quantity: 3 })], outcome: 'merged' });
    const capped = addPickedLine([draft({ quantity: 9999 })], draft({ quantity: 1 }), 9999);
    expect(capped).toEqual({ lines: [draft({ quantity: 9999 })], outcome: 'atMax' });
    expect(lines).toEqual([draft({ quantity: 2 })]);
    expect(addOutcomeText('added', '智能灯泡')).toBe('已添加「智能灯泡」');
    expect(addOutcomeText('merged', '智能灯泡')).toBe('「智能灯泡」已在清单中，数量已加1');
    expect(addOutcomeText('atMax', '智能灯泡')).toBe('「智能灯泡」已在清单中，数量已达上限');
  });

  it('prices a line by its quantity and totals the list to the fen, unpriced lines marked', () => {
    expect(lineSubtotal(399, 2)).toBe(798);
    expect(lineSubtotal(0.1, 3)).toBe(0.3);
    expect(lineSubtotal(19.99, 7)).toBe(139.93);
    const lines = [draft({ standardId: 11, quantity: 3 }), draft({ standardId: 21, quantity: 2 })];
    const prices: Record<number, number> = { 11: 0.1, 21: 1299.5 };
    expect(bomTotal(lines, (id) => prices[id])).toEqual({ total: 2599.3, units: 5, isComplete: true });
    expect(bomTotal(lines, (id) => (id === 11 ? 0.1 : undefined))).toEqual({
      total: 0.3,
      units: 5,
      isComplete: false,
    });
    expect(bomTotal([], () => 1)).toEqual({ total: 0, units: 0, isComplete: true });
  });

  it('reads an edited plan back, dropping lines whose product is gone and a cover that is not an upload', () => {
    const plan = {
      id: 1,
      title: 't',
      scene: '酒店',
      summary: 's',
      cover: '/catalogue/p/1-0.svg',
      authorName: 'd***o',
      views: 1,
      productCount: 2,
      createTime: 0,
      updateTime: 0,
      htmlCode: '<p>x</p>',
      attachments: [{ url: '/files/a.pdf', name: 'a.pdf', size: 10, kind: 'pdf' }],
      products: [
        {
          productId: 1,
          standardId: 11,
          quantity: 2,
          title: '灯',
          image: 'i',
          standardName: '白',
          price: 1,
          stock: 1,
          purchaseLimit: 9999,
          subtotal: 2,
          isAvailable: true,
          issue: null,
        },
        {
          productId: 2,
          standardId: 21,
          quantity: 1,
          title: '',
          image: '',
          standardName: '',
          price: 0,
          stock: 0,
          purchaseLimit: 9999,
          subtotal: 0,
          isAvailable: false,
          issue: 'gone',
        },
      ],
      total: 2,
      isOwner: true,
    } satisfies TPlanDetail;
    const v = planFormValues(plan);
    expect(v.cover).toEqual([]);
    expect(v.products?.map((l) => l.standardId)).toEqual([11]);
    expect(v.attachments).toEqual([{ url: '/files/a.pdf', name: 'a.pdf', kind: 'pdf' }]);
    expect(issueField(['products', 2, 'quantity'])).toBe('products');
  });
});
