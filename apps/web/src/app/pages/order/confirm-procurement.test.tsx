// @vitest-environment jsdom

import { CALLS, DEMAND_STATUS, QUOTE_STATUS, type TQuoteComparison } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADDRESS } from '../../../test/address';
import { coupon } from '../../../test/coupons';
import { fail, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import ProcurementOrderConfirmPage from './confirm-procurement';

const ADDRESS = TEST_ADDRESS;

function comparison(
  extra: {
    expired?: boolean;
    demandStatus?: number;
    orderId?: number | null;
    unitPrice?: number;
    region?: { province: string; city: string; area: string; regionText: string };
  } = {},
) {
  const unitPrice = extra.unitPrice ?? 800;
  const items = [{ id: 1, name: '智能门锁', spec: 'C级', quantity: 10, unit: '把', targetPrice: null }];
  return {
    demand: {
      id: 5,
      title: '门锁采购',
      items,
      status: extra.demandStatus ?? DEMAND_STATUS.QUOTING,
      orderId: extra.orderId ?? null,
      settledQuoteId: null,
      ...extra.region,
    },
    quotes: [
      {
        id: 11,
        demandId: 5,
        sellerId: 2,
        shopName: '智联旗舰店',
        shopLogo: '',
        shopScore: 4.8,
        lines: [
          { itemId: 1, name: '智能门锁', spec: 'C级', quantity: 10, unit: '把', unitPrice, amount: unitPrice * 10 },
        ],
        total: unitPrice * 10,
        taxIncluded: true,
        leadDays: 7,
        warrantyMonths: 12,
        validUntil: '2026-12-31',
        expired: extra.expired ?? false,
        note: '',
        status: QUOTE_STATUS.LIVE,
        statusText: '有效',
        createTime: 0,
        updateTime: 0,
        revisedTime: null,
        isUpdated: false,
      },
    ],
  } as unknown as TQuoteComparison;
}

function renderPage(data = comparison(), route = '/order/confirm-procurement?quoteId=11&demandId=5') {
  signIn();
  const api = stubApi({
    [CALLS.quote.list.path]: ok(data),
    [CALLS.address.selectAddress.path]: ok([ADDRESS]),
    [CALLS.quote.settle.path]: ok({ orderIds: [42] }),
    [CALLS.coupon.mine.path]: ok([]),
  });
  return { api, user: userEvent.setup(), ...renderWithProviders(<ProcurementOrderConfirmPage />, { route }) };
}

describe('ProcurementOrderConfirm', () => {
  it('settles the quote with the default address and goes on to pay the order', async () => {
    const { api, user, location } = renderPage();
    expect(await screen.findByTestId('procurement-settle-shop')).toHaveProperty('textContent', '智联旗舰店');
    expect(screen.getByTestId('procurement-settle-total').textContent).toBe('¥8000.00');
    await user.type(screen.getByTestId('procurement-settle-remark'), '工作日送货');
    await user.click(screen.getByTestId('procurement-settle-submit'));
    await waitFor(() => expect(location()).toBe('/order/cashier?orderIds=42'));
    expect(api.sent(CALLS.quote.settle.path)).toEqual([
      { quoteId: 11, addressId: 3, total: 8000, remark: '工作日送货' },
    ]);
  });

  it('preselects the address in the demand’s region and warns when one elsewhere is chosen', async () => {
    const shanghai = { ...ADDRESS, id: 4, street: '张江路 88 号', province: '310000', city: '310100', area: '310115' };
    const { api, user, location } = renderPage(
      comparison({
        region: { province: '440000', city: '440300', area: '440305', regionText: '广东省 深圳市 南山区' },
      }),
    );
    // The default address is in Shanghai; the one in Shenzhen is preselected, without a warning.
    api.on(
      CALLS.address.selectAddress.path,
      ok([
        { ...shanghai, isDefaultAddress: 1 },
        { ...ADDRESS, isDefaultAddress: 0 },
      ]),
    );
    const elsewhere = await screen.findByText(/张江路 88 号/);
    expect(document.querySelector('.address-card.is-selected')?.textContent).toContain('科技园1号');
    expect(screen.queryByTestId('procurement-settle-region')).toBeNull();
    await user.click(elsewhere);
    const warning = await screen.findByTestId('procurement-settle-region');
    expect(warning.textContent).toContain('所选地址不在采购需求的交货地区（广东省 深圳市 南山区）');
    // A warning, not a refusal: the buyer may still settle to the address chosen.
    await user.click(screen.getByTestId('procurement-settle-submit'));
    await waitFor(() => expect(location()).toBe('/order/cashier?orderIds=42'));
    expect(api.sent(CALLS.quote.settle.path)).toEqual([{ quoteId: 11, addressId: 4, total: 8000 }]);
  });

  it('pre-selects the best fitting coupon of the quoting shop, takes it off the total and sends it', async () => {
    const { api, user, location } = renderPage();
    api.on(
      CALLS.coupon.mine.path,
      ok([
        coupon(7, { scope: 'shop', sellerId: 2, threshold: 5000, amount: 300, termsText: '满5000减300' }),
        coupon(8, { scope: 'shop', sellerId: 9, threshold: 0, amount: 900, termsText: '无门槛减900' }),
        coupon(9, { scope: 'category', categoryIds: [1], threshold: 0, amount: 900, termsText: '无门槛减900' }),
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('procurement-settle-total').textContent).toBe('¥7700.00'));
    expect(screen.getByTestId('procurement-settle-discount').textContent).toBe('-¥300.00');
    expect(screen.getByTestId('settle-coupon-text').textContent).toBe('满5000减300');
    await user.click(screen.getByTestId('procurement-settle-submit'));
    await waitFor(() => expect(location()).toBe('/order/cashier?orderIds=42'));
    expect(api.sent(CALLS.quote.settle.path)).toEqual([{ quoteId: 11, addressId: 3, total: 8000, couponId: 7 }]);
  });

  it('says why a settlement was refused and leads back to the comparison', async () => {
    const { api, user } = renderPage();
    api.on(CALLS.quote.settle.path, fail(409, '该报价已过有效期，请选择其他报价'));
    await user.click(await screen.findByTestId('procurement-settle-submit'));
    const conflict = await screen.findByTestId('procurement-settle-conflict');
    expect(conflict.textContent).toContain('该报价已过有效期，请选择其他报价');
    expect(conflict.querySelector('a')?.getAttribute('href')).toBe('/user/procurement/offer?id=5');
  });

  it('on a coupon refusal (its named error, whatever the words) asks for the coupons again and keeps the quote open', async () => {
    const { api, user } = renderPage();
    api.on(CALLS.coupon.mine.path, ok([coupon(7, { scope: 'shop', sellerId: 2, threshold: 0, amount: 300 })]));
    await waitFor(() => expect(screen.getByTestId('procurement-settle-discount').textContent).toBe('-¥300.00'));
    const asked = api.sent(CALLS.coupon.mine.path).length;
    api.on(CALLS.quote.settle.path, fail(409, '这张券刚刚用掉了', 'COUPON_UNAVAILABLE'));
    await user.click(screen.getByTestId('procurement-settle-submit'));
    await waitFor(() => expect(api.sent(CALLS.coupon.mine.path).length).toBeGreaterThan(asked));
    expect(screen.queryByTestId('procurement-settle-conflict')).toBeNull();
  });

  it('on 409 QUOTE_CHANGED shows the new total beside the one agreed, and settles only once the buyer confirms it', async () => {
    const { api, user, location } = renderPage();
    expect(await screen.findByTestId('procurement-settle-shop')).toBeTruthy();
    // The seller revised after the page was drawn: the server refuses the old total.
    api.on(CALLS.quote.settle.path, fail(409, '报价已更新为¥9990.00，请确认后再成交', 'QUOTE_CHANGED'));
    api.on(CALLS.quote.list.path, ok(comparison({ unitPrice: 999 })));
    await user.click(screen.getByTestId('procurement-settle-submit'));
    const changed = await screen.findByTestId('procurement-settle-changed');
    expect(changed.textContent).toContain('合计由¥8000.00变为¥9990.00');
    expect(screen.getByTestId('procurement-settle-total').textContent).toBe('¥9990.00');
    expect(screen.getByTestId('procurement-settle-submit')).toHaveProperty('disabled', true);
    api.on(CALLS.quote.settle.path, ok({ orderIds: [43] }));
    await user.click(screen.getByTestId('procurement-settle-accept'));
    expect(screen.queryByTestId('procurement-settle-changed')).toBeNull();
    await user.click(screen.getByTestId('procurement-settle-submit'));
    await waitFor(() => expect(location()).toBe('/order/cashier?orderIds=43'));
    expect(api.sent(CALLS.quote.settle.path).map((d) => (d as { total: number }).total)).toEqual([8000, 9990]);
  });

  it('holds the total seen on the comparison: a quote revised since asks for confirmation first', async () => {
    const { api } = renderPage(comparison(), '/order/confirm-procurement?quoteId=11&demandId=5&total=7500');
    const changed = await screen.findByTestId('procurement-settle-changed');
    expect(changed.textContent).toContain('合计由¥7500.00变为¥8000.00');
    expect(screen.getByTestId('procurement-settle-submit')).toHaveProperty('disabled', true);
    expect(api.sent(CALLS.quote.settle.path)).toEqual([]);
  });

  it('refuses an expired quote before anything is sent', async () => {
    const { api } = renderPage(comparison({ expired: true }));
    expect((await screen.findByTestId('procurement-settle-empty')).textContent).toContain('该报价已过有效期');
    expect(api.sent(CALLS.quote.settle.path)).toEqual([]);
  });

  it('offers the order of a demand already settled', async () => {
    renderPage(comparison({ demandStatus: DEMAND_STATUS.SETTLED, orderId: 42 }));
    const empty = await screen.findByTestId('procurement-settle-empty');
    expect(empty.textContent).toContain('该采购需求已成交');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/order/detail?orderId=42');
  });

  it('asks for a quote when the address names none', async () => {
    renderPage(comparison(), '/order/confirm-procurement');
    expect((await screen.findByTestId('procurement-settle-empty')).textContent).toContain('没有要结算的报价');
  });

  it('settles with the invoice chosen in its 发票 row (a 普通发票 for a typed 单位 title)', async () => {
    const { api, user, location } = renderPage();
    api.on(CALLS.invoiceTitle.list.path, ok([]));
    await user.click(await screen.findByTestId('settle-invoice-change'));
    // The dialog is a lazy chunk: its first import in this file may take a while on a loaded machine.
    const dialog = await screen.findByTestId('invoice-dialog', {}, { timeout: 5000 });
    await user.type(within(dialog).getByTestId('invoice-title'), '杭州智联楼宇科技有限公司');
    await user.type(within(dialog).getByTestId('invoice-tax-no'), '91330106ma2kxxxx7d');
    await user.click(within(dialog).getByTestId('invoice-save'));
    await user.click(screen.getByTestId('invoice-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('settle-invoice-text').textContent).toBe(
        '普通发票 · 单位 · 杭州智联楼宇科技有限公司 · 91330106MA2KXXXX7D',
      ),
    );
    await user.click(screen.getByTestId('procurement-settle-submit'));
    await waitFor(() => expect(location()).toBe('/order/cashier?orderIds=42'));
    expect(api.sent(CALLS.quote.settle.path)).toEqual([
      {
        quoteId: 11,
        addressId: 3,
        total: 8000,
        invoice: { type: 1, titleType: 2, title: '杭州智联楼宇科技有限公司', taxNo: '91330106MA2KXXXX7D' },
      },
    ]);
    expect(api.sent(CALLS.invoiceTitle.add.path)).toEqual([]);
  }, 20_000);
});
