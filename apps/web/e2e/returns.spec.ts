import { CALLS, type TOrder, type TReturnAddress } from '@mall/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, isE2eEnabled, screenshot } from './browser.js';
import { journeyStart, logIn, sellerRequest, shippedOrder } from './journey-setup.js';
import { buyerAndSellerWindows, confirmPop, sellerLogIn, shoot, toastSays } from './seller-setup.js';

const LIST = CALLS.sellerReturnAddress.list.path;

/**
 * 退货地址 (DESIGN-OPERATE §I): the seller keeps its return addresses on their own workbench page
 * (add with the region picker, 设为默认, 编辑, 删除), approves a 退货退款 naming one in the dialog, and
 * the buyer's after-sales page shows that address with 复制. Every page is shot at 1280 and at a 390 px
 * phone (`shoot` checks the phone fit); the seller's seeded default is the default again at the end.
 */
async function returnAddressJourney(buyer: Page, seller: Page) {
  const j = await journeyStart(7, '退货地址');
  const seeded = (await apiCall<TReturnAddress[]>(LIST, {}, j.seller.token)).data;
  const before = seeded.find((a) => a.isDefaultAddress === 1);
  if (!before) throw new Error('seller07 keeps no default return address (the demo seeds one)');

  // A received order and its 退货退款 request (the buyer's form is after-sales.spec.ts's).
  const orderId = await shippedOrder(j);
  expect((await apiCall(CALLS.order.confirmReceipt.path, { orderId }, j.buyer.token)).status).toBe(200);
  const order = await apiCall<{ order: TOrder }>(CALLS.order.selectSingleOrder1.path, { orderId }, j.buyer.token);
  const line = order.data.order.orderDetailList[0];
  if (!line) throw new Error(`order ${orderId} has no line`);
  const applied = await apiCall(
    CALLS.afterSales.addProductReturn.path,
    { orderId, orderDetailId: line.id, returnType: 2, number: 1, reason: '商品质量问题' },
    j.buyer.token,
  );
  expect(applied.status).toBe(200);
  const request = await sellerRequest(j, orderId);

  // The workbench's menu leads to 退货地址: the seeded default is there.
  await sellerLogIn(seller, 'seller07');
  await seller.getByRole('menuitem', { name: /退货地址/ }).click();
  await seller.waitForURL((url) => url.pathname === '/seller/return-address');
  const cards = seller.getByTestId('return-address');
  await expect.poll(() => cards.count()).toBe(seeded.length);
  await expect.poll(() => cards.first().textContent()).toContain(before.fullAddress);
  await expect.poll(() => cards.first().getByTestId('return-address-default-tag').count()).toBe(1);
  await shoot(seller, 'seller-return-addresses');

  // 新增退货地址: the contract's rules first, then a full address with the region picker.
  await seller.getByTestId('return-address-add').click();
  const dialog = seller.getByRole('dialog', { name: '新增退货地址' });
  await dialog.waitFor();
  await dialog.getByTestId('return-address-save').click();
  await dialog.getByText('请输入收件人姓名').waitFor();
  await dialog.getByTestId('return-address-realname').fill('深圳退货仓');
  await dialog.getByTestId('return-address-telphone').fill('13812345678');
  await dialog.getByTestId('return-address-region').click();
  for (const name of ['广东省', '深圳市', '南山区']) {
    await seller.locator('.ant-cascader-menu-item', { hasText: name }).first().click();
  }
  await dialog.getByTestId('return-address-street').fill('科技园南区粤海街道 18 号 1 号仓');
  await shoot(seller, 'seller-return-address-form');
  await dialog.getByTestId('return-address-save').click();
  await toastSays(seller, '退货地址已添加');
  await expect.poll(() => cards.count()).toBe(seeded.length + 1);
  const added = cards.filter({ hasText: '深圳退货仓' });
  await expect.poll(() => added.textContent()).toContain('广东省 深圳市 南山区 科技园南区粤海街道 18 号 1 号仓');
  expect(await added.getByTestId('return-address-default-tag').count()).toBe(0);

  // 设为默认, then 编辑 the street.
  await added.getByTestId('return-address-set-default').click();
  await toastSays(seller, '已设为默认退货地址');
  await expect.poll(() => added.getByTestId('return-address-default-tag').count()).toBe(1);
  await expect.poll(() => cards.first().textContent()).toContain('深圳退货仓');
  await added.getByTestId('return-address-edit').click();
  const edit = seller.getByRole('dialog', { name: '编辑退货地址' });
  await edit.getByTestId('return-address-street').fill('科技园南区粤海街道 20 号 2 号仓');
  await edit.getByTestId('return-address-save').click();
  await toastSays(seller, '退货地址已保存').catch(async (err: unknown) => {
    await screenshot(seller, 'debug-return-address-edit');
    throw err;
  });
  await expect.poll(() => added.textContent()).toContain('粤海街道 20 号 2 号仓');
  await shoot(seller, 'seller-return-addresses-two');

  // 售后 › 待审核 › 同意: the new default is preselected; the seller names the older warehouse instead.
  await seller.getByRole('menuitem', { name: /售后/ }).click();
  await seller.waitForURL((url) => url.pathname === '/seller/after-sales');
  await seller.getByRole('tab', { name: '待审核' }).click();
  const card = seller.locator(`[data-testid="seller-return"][data-return-no="${request.returnNo}"]`);
  await card.getByTestId('seller-return-approve').click();
  const approve = seller.getByRole('dialog', { name: '同意售后申请' });
  await approve.getByTestId('seller-approve-addresses').waitFor();
  await expect.poll(() => approve.locator('.ant-radio-wrapper-checked').textContent()).toContain('深圳退货仓');
  await approve.locator('.ant-radio-wrapper', { hasText: before.fullAddress }).click();
  await expect.poll(() => approve.locator('.ant-radio-wrapper-checked').textContent()).toContain(before.fullAddress);
  await shoot(seller, 'seller-approve-dialog');
  await approve.getByTestId('seller-approve-ok').click();
  await toastSays(seller, '已同意，等待买家寄回商品');
  await seller.getByRole('tab', { name: '待寄回' }).click();
  await expect.poll(() => card.getByTestId('seller-return-back-to').textContent()).toContain(before.fullAddress);

  // The buyer's page: the address the seller named, copied on one line.
  await logIn(buyer, j);
  await buyer.goto(`/order/service?orderId=${orderId}&orderDetailId=${line.id}`);
  await expect.poll(() => buyer.getByTestId('service-status').textContent(), { timeout: 20_000 }).toBe('待寄回');
  const box = buyer.getByTestId('service-return-address');
  await expect.poll(() => box.textContent()).toContain(`${before.realname} ${before.telphone}`);
  await expect.poll(() => box.textContent()).toContain(before.fullAddress);
  await box.getByTestId('service-copy-address').click();
  await toastSays(buyer, '已复制退货地址');

  // 删除 the new default: the remaining newest (the seeded one) is the default again; the request
  // keeps the address it was approved with.
  await seller.getByRole('menuitem', { name: /退货地址/ }).click();
  await seller.waitForURL((url) => url.pathname === '/seller/return-address');
  await added.getByTestId('return-address-remove').click();
  await confirmPop(seller, '删除');
  await toastSays(seller, '退货地址已删除');
  await expect.poll(() => cards.count()).toBe(seeded.length);
  await expect.poll(() => cards.first().getByTestId('return-address-default-tag').count()).toBe(1);
  const after = (await apiCall<TReturnAddress[]>(LIST, {}, j.seller.token)).data;
  expect(after.find((a) => a.isDefaultAddress === 1)?.id).toBe(before.id);
  await buyer.reload();
  await expect.poll(() => buyer.getByTestId('service-return-address').textContent()).toContain(before.fullAddress);
}

describe.runIf(isE2eEnabled())('return addresses in Chromium, a buyer’s window beside the workbench', () => {
  const windows = buyerAndSellerWindows();

  it('keeps 退货地址 (add, 设为默认, edit, delete) and approves a return naming one the buyer then copies', async () => {
    const { buyer, seller } = await windows();
    await returnAddressJourney(buyer, seller);
  }, 240_000);
});
