import type { TSellerDemand, TSellerQuoteSummary } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { isQuotable, parseScope, quoteButtonText, quoteOutcome, quotePath } from './demand-view';

const NOW = Date.UTC(2025, 5, 1, 4);
const quote = (status: TSellerQuoteSummary['status']): TSellerQuoteSummary => ({
  id: 5,
  total: 100,
  items: [],
  taxIncluded: true,
  leadDays: 7,
  warrantyMonths: 12,
  validUntil: '2025-07-01',
  note: '',
  status,
  statusText: '',
  updateTime: NOW,
});
const demand = (
  status: TSellerDemand['status'],
  myQuote: TSellerQuoteSummary | null,
  quoteDeadlineAt = NOW + 3_600_000,
): Pick<TSellerDemand, 'status' | 'quoteDeadlineAt' | 'myQuote'> => ({ status, quoteDeadlineAt, myQuote });

describe('the procurement lists', () => {
  it('read ?scope= as open unless it says quoted', () => {
    expect(parseScope('quoted')).toBe('quoted');
    expect(parseScope('open')).toBe('open');
    expect(parseScope(null)).toBe('open');
    expect(parseScope('x')).toBe('open');
  });
  it('link the quote form by the demand id', () => {
    expect(quotePath(12)).toBe('/seller/procurement/quote?demandId=12');
  });
  it('say 立即报价 before the first quote and 修改报价 after', () => {
    expect(quoteButtonText({ myQuote: null })).toBe('立即报价');
    expect(quoteButtonText({ myQuote: quote(0) })).toBe('修改报价');
  });
});

describe('isQuotable', () => {
  it('takes quotes while 报价中 and before the deadline', () => {
    expect(isQuotable(demand(1, null), NOW)).toBe(true);
    expect(isQuotable(demand(1, null, NOW - 1), NOW)).toBe(false);
    expect(isQuotable(demand(3, null), NOW)).toBe(false);
    expect(isQuotable(demand(4, null), NOW)).toBe(false);
  });
});

describe('quoteOutcome', () => {
  it('is 中标 for the settled quote and 未中标 for the others or a closed demand', () => {
    expect(quoteOutcome(demand(3, quote(1)), NOW).text).toBe('中标');
    expect(quoteOutcome(demand(3, quote(2)), NOW).text).toBe('未中标');
    expect(quoteOutcome(demand(4, quote(0)), NOW).text).toBe('未中标');
  });
  it('is 报价中 while open and 待买家选择 past the deadline', () => {
    expect(quoteOutcome(demand(1, quote(0)), NOW)).toEqual({ text: '报价中', tone: 'processing' });
    expect(quoteOutcome(demand(1, quote(0), NOW - 1), NOW).text).toBe('待买家选择');
  });
});
