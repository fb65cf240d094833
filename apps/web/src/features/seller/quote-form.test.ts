import type { TDemandItem, TSellerQuoteSummary } from '@mall/contract';
import { ZQuoteInput } from '@mall/contract';
import { chinaDate } from '@mall/contract/wire';
import { describe, expect, it } from 'vitest';
import {
  defaultValidUntil,
  formatYuanText,
  initialQuoteValues,
  isValidUntilOff,
  lineAmount,
  quoteIssueField,
  quotePayload,
  quoteTotal,
} from './quote-form';

const item = (id: number, quantity: number): TDemandItem => ({
  id,
  name: `物品${id}`,
  spec: '',
  quantity,
  unit: '台',
  targetPrice: null,
});
const ITEMS = [item(11, 3), item(12, 7)];
const NOW = Date.now();

describe('amounts', () => {
  it('multiply in fen (no float dust) and skip missing prices', () => {
    expect(lineAmount(0.1, 3)).toBe(0.3);
    expect(lineAmount(19.99, 7)).toBe(139.93);
    expect(lineAmount(null, 3)).toBe(0);
    expect(lineAmount(0, 3)).toBe(0);
    expect(quoteTotal(ITEMS, { '11': 0.1, '12': 19.99 })).toBe(140.23);
    expect(quoteTotal(ITEMS, { '11': 0.1 })).toBe(0.3);
  });
  it('print a budget or 面议', () => {
    expect(formatYuanText(null)).toBe('面议');
    expect(formatYuanText(1200)).toBe('¥1200.00');
  });
});

describe('the validity date', () => {
  it('must lie after today and within 180 days', () => {
    expect(isValidUntilOff(chinaDate(NOW), NOW)).toBe(true);
    expect(isValidUntilOff(chinaDate(NOW, -1), NOW)).toBe(true);
    expect(isValidUntilOff(chinaDate(NOW, 1), NOW)).toBe(false);
    expect(isValidUntilOff(chinaDate(NOW, 180), NOW)).toBe(false);
    expect(isValidUntilOff(chinaDate(NOW, 181), NOW)).toBe(true);
    expect(isValidUntilOff(defaultValidUntil(NOW), NOW)).toBe(false);
  });
});

describe('initialQuoteValues', () => {
  it('starts a new quote empty with common terms', () => {
    const v = initialQuoteValues({ items: ITEMS, myQuote: null }, NOW);
    expect(v.prices).toEqual({ '11': null, '12': null });
    expect(v).toMatchObject({ taxIncluded: true, leadDays: 7, warrantyMonths: 12, validUntil: defaultValidUntil(NOW) });
  });
  it('fills a revision from the seller’s own quote, a stale validity replaced', () => {
    const mine: TSellerQuoteSummary = {
      id: 1,
      total: 0,
      items: [
        { itemId: 11, unitPrice: 5 },
        { itemId: 12, unitPrice: 8.5 },
      ],
      taxIncluded: false,
      leadDays: 20,
      warrantyMonths: 6,
      validUntil: chinaDate(NOW, 10),
      note: '包安装',
      status: 0,
      statusText: '有效',
      updateTime: NOW,
    };
    expect(initialQuoteValues({ items: ITEMS, myQuote: mine }, NOW)).toEqual({
      prices: { '11': 5, '12': 8.5 },
      taxIncluded: false,
      leadDays: 20,
      warrantyMonths: 6,
      validUntil: chinaDate(NOW, 10),
      note: '包安装',
    });
    const stale = initialQuoteValues({ items: ITEMS, myQuote: { ...mine, validUntil: chinaDate(NOW) } }, NOW);
    expect(stale.validUntil).toBe(defaultValidUntil(NOW));
  });
});

describe('quotePayload', () => {
  it('makes what ZQuoteInput takes, every item priced once', () => {
    const payload = quotePayload(
      { id: 9, items: ITEMS },
      {
        prices: { '11': 5, '12': 8.5 },
        taxIncluded: true,
        leadDays: 10,
        warrantyMonths: 12,
        validUntil: chinaDate(NOW, 5),
        note: '  ',
      },
    );
    expect(payload).toEqual({
      demandId: 9,
      items: [
        { itemId: 11, unitPrice: 5 },
        { itemId: 12, unitPrice: 8.5 },
      ],
      taxIncluded: true,
      leadDays: 10,
      warrantyMonths: 12,
      validUntil: chinaDate(NOW, 5),
    });
    expect(ZQuoteInput.safeParse(payload).success).toBe(true);
  });
  it('maps a schema issue on an item to that item’s price field', () => {
    const parsed = ZQuoteInput.safeParse(
      quotePayload(
        { id: 9, items: ITEMS },
        {
          prices: { '11': 5, '12': 8.555 },
          taxIncluded: true,
          leadDays: 0,
          warrantyMonths: 1,
          validUntil: chinaDate(NOW, 5),
        },
      ),
    );
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((i) => quoteIssueField({ items: ITEMS }, i.path));
    expect(fields).toContainEqual(['prices', '12']);
    expect(fields).toContain('leadDays');
  });
});
