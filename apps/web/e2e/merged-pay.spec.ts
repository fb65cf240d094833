import { CALLS, formatYuan, type TAddress, type TCartAddResult, type TFreightQuote, type TOrder } from '@mall/contract';
import { buyerWithAddress } from '@mall/contract/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, e2eWire, isE2eEnabled, openBrowser, productInStock } from './browser.js';
import { balanceOf, logIn, look } from './journey-setup.js';
import { openPhone } from './phone.js';

type TBrowser = Awaited<ReturnType<typeof openBrowser>>;

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** A 单位 title typed at the checkout (not saved): enough for a 普通发票. */
const COMPANY = { title: '北京合并支付科技有限公司', taxNo: '91110105MA01ABCD2X' };

const BEIJING = {
  telphone: '13911113333',
  province: '110000',
  city: '110100',
  area: '110105',
  street: '朝阳门外大街 18 号 丰联广场 6 层',
};

/**
 * 合并支付: a cart of two shops is submitted → the mall's cashier lists both orders and their
 * sum → the balance is short, 去充值 tops up and comes back to the cashier → one sandbox payment pays
 * both → both 待发货. Then 立即购买 opens the cashier at once and AI币 pays the one order.
 */
async function journey(browser: TBrowser, isPhone: boolean) {
  const { page } = browser;
  const buyer = await buyerWithAddress(e2eWire(), { prefix: isPhone ? '合并手机' : '合并支付' });
  const first = await productInStock(1);
  const second = await productInStock(2);
  const single = await productInStock(3);
  const standard = single.listStandar[0];
  if (!standard) throw new Error('no standard');
  const cartIds: number[] = [];
  for (const p of [first, second]) {
    const added = await apiCall<TCartAddResult>(
      CALLS.cart.add.path,
      { productId: p.id, standardId: p.listStandar[0]?.id, number: 1 },
      buyer.token,
    );
    expect(added.status, added.msg).toBe(200);
    cartIds.push(added.data.id);
  }
  // Delivered to 北京 (outside the demo's free 江浙沪皖): each shop charges its own 运费.
  const beijing = await apiCall<TAddress>(
    CALLS.address.addAddress.path,
    { ...BEIJING, realname: '韩梅梅', isDefaultAddress: 1 },
    buyer.token,
  );
  expect(beijing.status, beijing.msg).toBe(200);
  const lines = [first, second].map((p) => ({ standardId: p.listStandar[0]?.id ?? 0, number: 1 }));
  const quote = await apiCall<TFreightQuote>(
    CALLS.freight.quote.path,
    { addressId: beijing.data.id, lines },
    buyer.token,
  );
  expect(quote.status, quote.msg).toBe(200);
  // 立即购买 later: one unit of the third shop's product, with that shop's freight to 北京.
  const singleQuote = await apiCall<TFreightQuote>(
    CALLS.freight.quote.path,
    { addressId: beijing.data.id, lines: [{ standardId: standard.id, number: 1 }] },
    buyer.token,
  );
  const singleDue = standard.price + singleQuote.data.freight;
  const goods = (first.listStandar[0]?.price ?? 0) + (second.listStandar[0]?.price ?? 0);
  const due = goods + quote.data.freight;
  await logIn(page, { buyer });

  // 提交订单 of a cart of two shops, with a 单位 invoice typed in: straight to one cashier with both orders.
  await page.goto(`/order/settlement?cartIds=${cartIds.join(',')}`);
  await expect.poll(() => page.getByTestId('settle-group').count()).toBe(2);
  await expect.poll(() => page.getByTestId('settle-ship-to').textContent()).toContain(BEIJING.street);
  await expect
    .poll(async () => money(await page.getByTestId('settle-freight-total').textContent()))
    .toBeCloseTo(quote.data.freight, 2);
  await expect.poll(async () => money(await page.getByTestId('settle-total').textContent())).toBeCloseTo(due, 2);
  await page.getByTestId('settle-invoice-change').click();
  const dialog = page.getByTestId('invoice-dialog');
  await dialog.getByText('普通发票', { exact: true }).click();
  await dialog.getByTestId('invoice-title-type').getByText('单位', { exact: true }).click();
  await dialog.getByTestId('invoice-title').fill(COMPANY.title);
  await dialog.getByTestId('invoice-tax-no').fill(COMPANY.taxNo);
  await page.getByTestId('invoice-confirm').click();
  await expect
    .poll(() => page.getByTestId('settle-invoice-text').textContent())
    .toContain(`普通发票 · 单位 · ${COMPANY.title}`);
  await page.getByTestId('settle-submit').click();
  await page.waitForURL((url) => url.pathname === '/order/cashier');
  await expect.poll(() => page.getByTestId('cashier-order').count()).toBe(2);
  expect(money(await page.getByTestId('cashier-amount').textContent())).toBeCloseTo(due, 2);
  const orderIds = (new URL(page.url()).searchParams.get('orderIds') ?? '').split(',').map(Number);
  expect(orderIds).toHaveLength(2);
  expect(await page.getByTestId('cashier-split').textContent()).toContain('2 家店铺');
  // No balance yet: AI币 is out of reach and 去充值 is offered.
  await page.getByTestId('pay-recharge').waitFor();
  await look(page, 'merged-cashier', isPhone);

  // 去充值: the top-up page knows where to come back, the gateway brings the buyer back to the cashier.
  await page.getByTestId('pay-recharge').click();
  await page.waitForURL((url) => url.pathname === '/user/aicoin/buy');
  await page.getByTestId('coin-buy-return').waitFor();
  // Enough for this checkout and, later, the 立即购买 order.
  const topUp = Math.ceil(due + singleDue) + 1;
  await page.getByLabel('自定义充值金额').fill(String(topUp));
  await look(page, 'merged-recharge', isPhone);
  await page.getByTestId('coin-buy-submit').click();
  await page.waitForURL((url) => url.pathname === '/pay/sandbox');
  await page.getByTestId('gw-confirm').click();
  await page.getByTestId('gw-success').waitFor();
  await page.waitForURL((url) => url.pathname === '/order/cashier', { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('orderIds')).toBe(orderIds.join(','));
  await expect.poll(() => page.getByTestId('pay-method-aicoin').textContent()).toContain(formatYuan(topUp));
  expect(await balanceOf(buyer.token)).toBeCloseTo(topUp, 2);

  // Paid once at the sandbox gateway: its cashier lists both shops' orders and takes the sum.
  await page.getByTestId('pay-method-sandbox').click();
  await page.getByTestId('cashier-pay').click();
  await page.waitForURL((url) => url.pathname === '/pay/sandbox');
  await expect.poll(() => page.getByTestId('gw-order').count()).toBe(2);
  expect(money(await page.getByTestId('gw-amount').textContent())).toBeCloseTo(due, 2);
  await look(page, 'merged-gateway', isPhone);
  await page.getByTestId('gw-confirm').click();
  await page.getByTestId('gw-success').waitFor();
  await page.waitForURL((url) => url.pathname === '/user/order' && url.searchParams.get('status') === 'ship', {
    timeout: 15_000,
  });
  await expect.poll(() => page.getByTestId('order-card').count()).toBe(2);
  await look(page, 'merged-paid', isPhone);
  const shipping = await apiCall<TOrder[]>(CALLS.order.selectOrders.path, { status: 1 }, buyer.token);
  expect(shipping.data.map((o) => o.id).sort()).toEqual([...orderIds].sort());
  expect(shipping.data.every((o) => o.payType === 'sandbox')).toBe(true);
  // Each shop's order carries the one invoice and its own freight; together they are what was paid.
  for (const order of shipping.data) {
    expect(order.invoice).toMatchObject({ type: 1, titleType: 2, title: COMPANY.title, taxNo: COMPANY.taxNo });
    expect(order.freight).toBeCloseTo(quote.data.orders.find((o) => o.sellerId === order.agentId)?.freight ?? -1, 2);
  }
  expect(shipping.data.reduce((sum, o) => sum + o.orderTotalPrice, 0)).toBeCloseTo(due, 2);
  // The order's page shows both.
  const shown = shipping.data[0];
  if (!shown) throw new Error('no order');
  await page.goto(`/order/detail?orderId=${shown.id}`);
  await expect.poll(() => page.getByTestId('order-invoice').textContent()).toContain(COMPANY.taxNo);
  expect(money(await page.getByTestId('order-freight').textContent())).toBeCloseTo(shown.freight, 2);
  await look(page, 'merged-order-invoice', isPhone);
  // The money was taken once, by the gateway: the AI币 balance is untouched.
  expect(await balanceOf(buyer.token)).toBeCloseTo(topUp, 2);

  // 立即购买: the cashier opens at once with the one order, paid with AI币.
  await page.goto(`/order/settlement?productId=${single.id}&standardId=${standard.id}&number=1`);
  await page.getByTestId('settle-ship-to').waitFor();
  await page.getByTestId('settle-submit').click();
  await page.waitForURL((url) => url.pathname === '/order/cashier');
  await expect.poll(() => page.getByTestId('cashier-order').count()).toBe(1);
  expect(await page.getByTestId('cashier-split').count()).toBe(0);
  const singleId = Number(new URL(page.url()).searchParams.get('orderIds'));
  await expect.poll(() => page.getByTestId('pay-method-aicoin').textContent()).toContain(formatYuan(topUp));
  await look(page, 'merged-cashier-single', isPhone);
  await page.getByTestId('pay-method-aicoin').click();
  await page.getByTestId('cashier-pay').click();
  await page.waitForURL((url) => url.pathname === '/order/detail');
  expect(Number(new URL(page.url()).searchParams.get('orderId'))).toBe(singleId);
  await expect.poll(() => page.getByTestId('order-status').first().textContent()).toContain('待发货');
  expect(await balanceOf(buyer.token)).toBeCloseTo(topUp - singleDue, 2);
}

describe.runIf(isE2eEnabled())('one payment for one checkout (合并支付) in Chromium', () => {
  let browser: TBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('pays a cart of two shops once, tops up and comes back, and opens the cashier at once for 立即购买', async () => {
    browser = await openBrowser();
    await journey(browser, false);
  }, 150_000);

  it('does the same on a 390 px phone', async () => {
    browser = await openPhone();
    await journey(browser, true);
  }, 150_000);
});
