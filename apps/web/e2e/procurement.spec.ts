import {
  CALLS,
  chinaDate,
  formatYuan,
  type TAddress,
  type TDemandCard,
  type TOrder,
  type TQuote,
  type TQuoteComparison,
  type TSellerDemand,
} from '@mall/contract';
import { buyerWithAddress, sellerLogin } from '@mall/contract/testing';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, e2eWire, isE2eEnabled, openBrowser } from './browser.js';
import { balanceOf, logIn, look, settle } from './journey-setup.js';
import { openPhone } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

/** A second address of the buyer, its default, outside the demand's 交货地区 (上海 浦东). */
const BEIJING_ADDRESS = {
  realname: '张三',
  telphone: '13812345678',
  province: '110000',
  city: '110100',
  area: '110105',
  street: '朝阳区 建国路 93 号 万达广场 8 号楼',
} as const;

/** The two items the buyer asks for; the demo sellers price around the target prices. */
const ITEMS = [
  { name: '智能门锁', spec: 'C级锁芯 指纹+密码', quantity: '3', unit: '把', target: '899' },
  { name: 'Zigbee 网关', spec: '支持 Zigbee 3.0', quantity: '2', unit: '台', target: '299' },
];

/**
 * Picks a day (China calendar, days from today) in an antd date picker's panel, as a finger does (on a
 * phone the field takes no typing), turning to the day's month first: the panel's header names the
 * month it shows (2026年11月), so a panel still drawing is waited for, never mistaken for a month
 * without the day.
 */
async function pickDate(page: Page, testId: string, daysFromToday: number) {
  const date = chinaDate(Date.now(), daysFromToday);
  const [year, month] = date.split('-').map(Number) as [number, number];
  await page.getByTestId(testId).click();
  const panel = page.locator('.ant-picker-dropdown').filter({ visible: true });
  const shownMonth = async () => {
    const text = (await panel.locator('.ant-picker-header-view').first().textContent()) ?? '';
    const [, y, m] = /(\d{4})年\s*(\d{1,2})月/.exec(text) ?? [];
    return Number(y) * 12 + Number(m);
  };
  await panel.locator('td.ant-picker-cell-in-view').first().waitFor();
  for (let turn = 0; turn < 3 && (await shownMonth()) < year * 12 + month; turn += 1) {
    await panel.locator('.ant-picker-header-next-btn').click();
  }
  await panel.locator(`td.ant-picker-cell-in-view[title="${date}"]`).click();
  await expect.poll(() => page.getByTestId(testId).inputValue()).toBe(date);
  // Closed (its animation done) before another picker opens: only one panel is on screen at a time.
  await expect.poll(() => panel.count()).toBe(0);
}

/** The market, then 发布采购: an empty form is refused in Chinese, a full one is published. */
async function publish(page: Page, title: string, isPhone: boolean) {
  await page.goto('/procurement');
  await page.getByTestId('procurement-card').first().waitFor();
  await look(page, 'procurement-market', isPhone);
  await page.getByTestId('procurement-publish').click();
  await page.waitForURL((url) => url.pathname === '/user/procurement/add');
  await page.getByTestId('procurement-form').waitFor();

  await page.getByTestId('procurement-submit').click();
  await page.getByText('请选择交货地区').first().waitFor();
  await page.getByText('请填写采购标题').first().waitFor();
  await page.getByTestId('procurement-title-input').fill('门锁');
  await page.getByText('采购标题至少4个字').first().waitFor();

  await page.getByTestId('procurement-title-input').fill(title);
  for (const [i, item] of ITEMS.entries()) {
    if (i > 0) await page.getByTestId('procurement-add-item').click();
    const row = page.getByTestId(`item-row-${i}`);
    await row.getByLabel('物品名称').fill(item.name);
    await row.getByLabel('规格型号').fill(item.spec);
    await row.getByLabel('数量').fill(item.quantity);
    await row.getByLabel('单位').fill(item.unit);
    await row.getByLabel('目标单价（元）').fill(item.target);
  }
  await page.getByTestId('procurement-region').click();
  for (const name of ['上海市', '市辖区', '浦东新区']) {
    await page.locator('.ant-cascader-menu-item', { hasText: name }).first().click();
  }
  await pickDate(page, 'procurement-quote-deadline', 3);
  await pickDate(page, 'procurement-delivery-date', 20);
  await page.getByTestId('procurement-description').fill('用于办公室门禁改造，需上门安装调试，开具增值税专用发票。');
  await look(page, 'procurement-add', isPhone);
  await page.getByTestId('procurement-submit').click();
  await page.waitForURL((url) => url.pathname === '/user/procurement/offer');
}

/** The demo seller (seller01 … seller09) whose quote `quoteId` is, signed in. */
async function quoterOf(demandId: number, quoteId: number): Promise<string> {
  for (let n = 1; n <= 9; n += 1) {
    const session = await sellerLogin(e2eWire(), `seller0${n}`, 'seller12345').catch(() => null);
    if (!session) continue;
    const seen = await apiCall<TSellerDemand>(CALLS.sellerProcurement.detail.path, { demandId }, session.token);
    if (seen.data?.myQuote?.id === quoteId) return session.token;
  }
  throw new Error(`no demo seller made quote ${quoteId}`);
}

/** The seller revises its quote: the first item `less` yuan a unit cheaper; answers the quote as it is now. */
async function revise(sellerToken: string, quote: TQuote, less: number): Promise<TQuote> {
  const lines = quote.lines.map((l, i) => {
    const unitPrice = i === 0 ? Math.round((l.unitPrice - less) * 100) / 100 : l.unitPrice;
    return { ...l, unitPrice, amount: Math.round(unitPrice * l.quantity * 100) / 100 };
  });
  const answer = await apiCall<{ id: number }>(
    CALLS.sellerProcurement.quote.path,
    {
      demandId: quote.demandId,
      items: lines.map((l) => ({ itemId: l.itemId, unitPrice: l.unitPrice })),
      taxIncluded: quote.taxIncluded,
      leadDays: quote.leadDays,
      warrantyMonths: quote.warrantyMonths,
      validUntil: quote.validUntil,
      note: quote.note,
    },
    sellerToken,
  );
  expect(answer.status, answer.msg).toBe(200);
  const total = Math.round(lines.reduce((sum, l) => sum + l.amount * 100, 0)) / 100;
  return { ...quote, lines, total };
}

async function journey(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  const buyer = await buyerWithAddress(e2eWire(), { prefix: isPhone ? '采购手机' : '采购', balance: 5000 });
  // The buyer's default address is now in Beijing; the Shanghai one (the demand's 交货地区) is not.
  const beijing = await apiCall<TAddress>(
    CALLS.address.addAddress.path,
    { ...BEIJING_ADDRESS, isDefaultAddress: 1 },
    buyer.token,
  );
  expect(beijing.status, beijing.msg).toBe(200);
  await logIn(page, { buyer });
  const title = `${isPhone ? '手机' : ''}办公室智能门锁采购 ${Date.now() % 100_000}`;
  await publish(page, title, isPhone);

  const mine = await apiCall<TDemandCard[]>(CALLS.procurement.mine.path, { page: 1, limit: 5 }, buyer.token);
  const demand = mine.data.find((d) => d.title === title);
  if (!demand) throw new Error(`the demand is not among the buyer's: ${JSON.stringify(mine)}`);

  // The demo sellers answer within seconds; the comparison refreshes by itself.
  await expect.poll(() => page.getByTestId('offer-column').count(), { timeout: 30_000 }).toBe(3);
  const comparison = await apiCall<TQuoteComparison>(CALLS.quote.list.path, { demandId: demand.id }, buyer.token);
  const quotes = comparison.data.quotes;
  expect(quotes).toHaveLength(3);
  for (const q of quotes) expect(q.lines.map((l) => l.name)).toEqual(ITEMS.map((i) => i.name));
  const totals = await page.getByTestId('offer-total').allTextContents();
  expect(totals.map((t) => t.replace(/[^\d.]/g, '')).sort()).toEqual(quotes.map((q) => formatYuan(q.total)).sort());
  await look(page, 'procurement-offer', isPhone);

  // The demand as the market shows it, and as its owner sees it.
  await page.goto(`/procurement/detail?id=${demand.id}`);
  await page.getByTestId('procurement-item-1').waitFor();
  await expect.poll(() => page.getByTestId('procurement-quote-count').textContent()).toContain('3');
  await look(page, 'procurement-detail', isPhone);

  // The cheapest quote's seller lowers its first price after the buyer looked: the comparison tags it
  // 已更新. Sorted by total, the cheapest quote comes first: choose it.
  const first = [...quotes].sort((a, b) => a.total - b.total)[0];
  if (!first) throw new Error('no quote');
  const seller = await quoterOf(demand.id, first.id);
  const once = await revise(seller, first, 1);
  await page.goto(`/user/procurement/offer?id=${demand.id}`);
  await page.getByTestId('offer-column').first().waitFor();
  await page.getByTestId('offer-sort').getByText('总价').click();
  await expect
    .poll(() => page.getByTestId('offer-column').first().getAttribute('data-quote-id'))
    .toBe(String(first.id));
  await page.getByTestId('offer-column').first().getByTestId('offer-updated').waitFor();
  expect(await page.getByTestId('offer-updated').count()).toBe(1);
  await page.getByTestId('offer-updated-notice').waitFor();
  await expect.poll(() => page.getByTestId('offer-total').first().textContent()).toContain(formatYuan(once.total));
  await look(page, 'procurement-offer-updated', isPhone);
  await page.getByTestId('offer-choose').first().click();
  await page.waitForURL((url) => url.pathname === '/order/confirm-procurement');
  await page.getByTestId('procurement-settle-line-1').waitFor();
  await expect.poll(() => page.getByTestId('procurement-settle-shop').textContent()).toBe(first.shopName);
  // The address in the demand's region (上海 浦东) comes preselected over the default (北京); choosing
  // the default is warned of, not refused; the buyer goes back to the Shanghai one.
  const selectedCard = page.locator('[data-testid="address-card"].is-selected');
  await expect.poll(() => selectedCard.textContent()).toContain(buyer.address.street);
  expect(await page.getByTestId('procurement-settle-region').count()).toBe(0);
  await look(page, 'procurement-settle', isPhone);
  await page.getByTestId('address-card').filter({ hasText: BEIJING_ADDRESS.street }).click();
  const regionWarning = page.getByTestId('procurement-settle-region');
  await regionWarning.waitFor();
  expect(await regionWarning.textContent()).toContain('所选地址不在采购需求的交货地区（上海市');
  await look(page, 'procurement-settle-region', isPhone);
  if (isPhone) {
    // A new address on the phone: 所在地区 is a bottom sheet walking 省 → 市 → 区, not three columns.
    await page.getByTestId('address-add-tile').click();
    await page.getByTestId('address-realname').fill('李四');
    await page.getByTestId('address-telphone').fill('13912345678');
    await page.getByTestId('address-region').click();
    const sheet = page.locator('.region-sheet .ant-drawer-section');
    await sheet.waitFor();
    await settle(page);
    await look(page, 'address-region-sheet', isPhone);
    for (const [i, name] of ['上海市', '市辖区', '徐汇区'].entries()) {
      await sheet.getByRole('option', { name, exact: true }).click();
      if (i < 2) await expect.poll(() => sheet.getByTestId('region-sheet-step').count()).toBe(i + 2);
    }
    await expect.poll(() => sheet.count()).toBe(0);
    await expect.poll(() => page.getByTestId('address-region').textContent()).toBe('上海市 / 市辖区 / 徐汇区');
    await page.getByTestId('address-street').fill('漕溪北路 88 号 2 楼');
    await look(page, 'address-form-region-picked', isPhone);
    await page.getByTestId('address-save').click();
    // Saved and chosen: in the demand's city, so the warning goes.
    await expect.poll(() => selectedCard.textContent()).toContain('漕溪北路 88 号');
  } else {
    await page.getByTestId('address-card').filter({ hasText: buyer.address.street }).click();
  }
  await expect.poll(() => regionWarning.count()).toBe(0);

  // It revises again while the buyer is on the settlement: the total sent is the one seen, so the
  // server refuses it (409 QUOTE_CHANGED) — or the page's own refresh caught it first — and the page
  // names both totals; nothing is settled until the buyer confirms the new one.
  const cheapest = await revise(seller, once, 2);
  const submit = page.getByTestId('procurement-settle-submit');
  await submit.click({ timeout: 3_000 }).catch(() => undefined);
  const changed = page.getByTestId('procurement-settle-changed');
  await changed.waitFor();
  expect(await changed.textContent()).toContain(`变为¥${formatYuan(cheapest.total)}`);
  expect(await submit.isDisabled()).toBe(true);
  await look(page, 'procurement-settle-changed', isPhone);
  await page.getByTestId('procurement-settle-accept').click();
  await expect.poll(() => changed.count()).toBe(0);
  await submit.click();
  // Paid like any checkout: the cashier opens at once with the one order, paid with AI币.
  await page.waitForURL((url) => url.pathname === '/order/cashier');
  const orderId = Number(new URL(page.url()).searchParams.get('orderIds'));
  await expect.poll(() => page.getByTestId('cashier-order').count()).toBe(1);
  const balance0 = await balanceOf(buyer.token);
  await page.getByTestId('pay-method-aicoin').click();
  await page.getByTestId('cashier-pay').click();
  await page.waitForURL((url) => url.pathname === '/order/detail');
  expect(Number(new URL(page.url()).searchParams.get('orderId'))).toBe(orderId);
  await expect.poll(() => page.getByTestId('order-status').first().textContent()).toContain('待发货');
  expect(await balanceOf(buyer.token)).toBeCloseTo(balance0 - cheapest.total, 2);

  // The order list: one order of that shop at the quoted prices, 待发货.
  await page.goto('/user/order');
  await page.getByTestId('order-tab-ship').click();
  await expect.poll(() => page.getByTestId('order-card').count()).toBe(1);
  const card = page.getByTestId('order-card').first();
  for (const line of cheapest.lines) await card.getByText(line.name, { exact: true }).waitFor();
  await look(page, 'procurement-order-list', isPhone);
  const answer = await apiCall<{ order: TOrder }>(CALLS.order.selectSingleOrder1.path, { orderId }, buyer.token);
  const order = answer.data.order;
  expect(order).toMatchObject({
    status: 1,
    shopName: cheapest.shopName,
    demandId: demand.id,
    orderTotalPrice: cheapest.total,
  });
  expect(order.orderDetailList.map((l) => [l.title, l.price, l.number, l.productId])).toEqual(
    cheapest.lines.map((l) => [l.name, l.unitPrice, l.quantity, null]),
  );

  // 我的采购: the demand is 已成交, the others' quotes 未中标.
  await page.goto('/user/procurement');
  await page.getByTestId('my-procurement-tab-3').click();
  await page.locator(`[data-testid="my-demand"][data-demand-id="${demand.id}"]`).waitFor();
  await look(page, 'procurement-mine', isPhone);
  const after = await apiCall<TQuoteComparison>(CALLS.quote.list.path, { demandId: demand.id }, buyer.token);
  expect(after.data.demand.status).toBe(3);
  expect(after.data.quotes.map((q) => q.status).sort()).toEqual([1, 2, 2]);
}

describe.runIf(isE2eEnabled())('procurement in Chromium', () => {
  let browser: TBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('publishes two items, the demo sellers quote, compares (a revised quote tagged 已更新), settles the cheapest at the total confirmed and pays it with AI币', async () => {
    browser = await openBrowser();
    await journey(browser, false);
  });

  it('does the same on a 390 px phone, every page fitting the screen', async () => {
    browser = await openPhone();
    await journey(browser, true);
  });
});
