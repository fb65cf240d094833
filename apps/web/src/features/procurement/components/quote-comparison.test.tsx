// @vitest-environment jsdom

import { DEMAND_STATUS, QUOTE_STATUS, type TDemandDetail, type TQuote } from '@mall/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/dom';
import { QuoteComparison } from './quote-comparison';

const items = [
  { id: 1, name: '智能门锁', spec: 'C级', quantity: 10, unit: '把', targetPrice: null },
  { id: 2, name: 'Zigbee网关', spec: '', quantity: 2, unit: '台', targetPrice: null },
];

const demand = {
  id: 5,
  title: '门锁采购',
  items,
  status: DEMAND_STATUS.QUOTING,
  orderId: null,
  settledQuoteId: null,
} as unknown as TDemandDetail;

function quote(id: number, prices: [number, number], extra: Partial<TQuote> = {}): TQuote {
  const lines = items.map((it, i) => ({
    itemId: it.id,
    name: it.name,
    spec: it.spec,
    quantity: it.quantity,
    unit: it.unit,
    unitPrice: prices[i],
    amount: prices[i] * it.quantity,
  }));
  return {
    id,
    demandId: 5,
    sellerId: id,
    shopName: `店铺${id}`,
    shopLogo: '',
    shopScore: 4.6,
    lines,
    total: lines.reduce((s, l) => s + l.amount, 0),
    taxIncluded: true,
    leadDays: 7,
    warrantyMonths: 12,
    validUntil: '2026-12-31',
    expired: false,
    note: '',
    status: QUOTE_STATUS.LIVE,
    statusText: '有效',
    createTime: 0,
    updateTime: 0,
    revisedTime: null,
    isUpdated: false,
    ...extra,
  };
}

describe('QuoteComparison', () => {
  it('puts each quote in a column and marks the cheapest of each row', () => {
    renderWithProviders(
      <QuoteComparison demand={demand} quotes={[quote(1, [800, 300]), quote(2, [850, 250], { leadDays: 3 })]} />,
    );
    expect(screen.getAllByTestId('offer-column').map((c) => c.textContent)).toEqual(['店铺1', '店铺2']);
    const lock = within(screen.getByTestId('offer-item-row-0')).getAllByRole('cell');
    expect(lock.map((c) => c.getAttribute('data-best'))).toEqual(['true', null]);
    expect(lock[0].textContent).toContain('¥800.00');
    expect(lock[0].textContent).toContain('小计 ¥8000.00');
    const gateway = within(screen.getByTestId('offer-item-row-1')).getAllByRole('cell');
    expect(gateway.map((c) => c.getAttribute('data-best'))).toEqual([null, 'true']);
    // totals 8600 and 9000
    const totals = within(screen.getByTestId('offer-total-row')).getAllByRole('cell');
    expect(totals.map((c) => c.getAttribute('data-best'))).toEqual(['true', null]);
    const choose = screen.getAllByTestId('offer-choose');
    expect(choose).toHaveLength(2);
    // The link carries the total seen here: the settlement refuses it if the seller revised meanwhile.
    expect(choose[0].closest('a')?.getAttribute('href')).toBe(
      '/order/confirm-procurement?quoteId=1&demandId=5&total=8600',
    );
    expect(screen.queryByTestId('offer-updated')).toBeNull();
  });

  it('tags the quotes revised since the buyer last looked 已更新', () => {
    renderWithProviders(
      <QuoteComparison
        demand={demand}
        quotes={[quote(1, [800, 300]), quote(2, [850, 250])]}
        updatedIds={new Set([2])}
      />,
    );
    const heads = screen.getAllByTestId('offer-column');
    expect(within(heads[0]).queryByTestId('offer-updated')).toBeNull();
    expect(within(heads[1]).getByTestId('offer-updated').textContent).toBe('已更新');
  });

  it('marks expired and declined quotes and offers no choice for them', () => {
    renderWithProviders(
      <QuoteComparison
        demand={demand}
        quotes={[
          quote(1, [800, 300]),
          quote(2, [100, 100], { expired: true }),
          quote(3, [90, 90], { status: QUOTE_STATUS.DECLINED, statusText: '未中标' }),
        ]}
      />,
    );
    expect(screen.getByTestId('offer-expired').textContent).toBe('已过有效期');
    expect(screen.getByTestId('offer-declined').textContent).toBe('未中标');
    expect(screen.getAllByTestId('offer-choose')).toHaveLength(1);
    // Only the quote that can be chosen competes: no mark when it is alone.
    const lock = within(screen.getByTestId('offer-item-row-0')).getAllByRole('cell');
    expect(lock.map((c) => c.getAttribute('data-best'))).toEqual([null, null, null]);
  });

  it('shows the winner of a settled demand and links its order', () => {
    renderWithProviders(
      <QuoteComparison
        demand={{ ...demand, status: DEMAND_STATUS.SETTLED, orderId: 77, settledQuoteId: 2 }}
        quotes={[
          quote(1, [800, 300], { status: QUOTE_STATUS.DECLINED, statusText: '未中标' }),
          quote(2, [850, 250], { status: QUOTE_STATUS.ACCEPTED, statusText: '已成交' }),
        ]}
      />,
    );
    expect(screen.queryByTestId('offer-choose')).toBeNull();
    expect(screen.getByTestId('offer-won')).toBeTruthy();
    expect(screen.getByTestId('offer-order-link').getAttribute('href')).toBe('/order/detail?orderId=77');
  });
});
