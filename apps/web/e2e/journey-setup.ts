import {
  CALLS,
  type TOrderWithLogistics,
  type TProductDetail,
  type TSellerProductReturn,
  type TSellerSession,
} from '@mall/contract';
import { buyerWithAddress, sellerLogin } from '@mall/contract/testing';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall, e2eWire, phoneScreenshot, productInStock, screenshot } from './browser.js';
import { expectPhoneFit } from './phone.js';

/** What the after-sales and review journeys start from: a buyer with AI币, a seller and its product. */
export interface TJourney {
  buyer: Awaited<ReturnType<typeof buyerWithAddress>>;
  seller: TSellerSession;
  product: TProductDetail;
  standardId: number;
}

/** A fresh buyer (address, AI币 balance) and a product of `seller0<agentId>` fully in stock. */
export async function journeyStart(agentId: number, prefix: string): Promise<TJourney> {
  const wire = e2eWire();
  const product = await productInStock(agentId);
  const standard = product.listStandar[0];
  if (!standard) throw new Error(`product ${product.id} has no standard`);
  const buyer = await buyerWithAddress(wire, { prefix, balance: Math.ceil(product.price * 2 + 50) });
  const seller = await sellerLogin(wire, `seller0${agentId}`, 'seller12345');
  return { buyer, seller, product, standardId: standard.id };
}

/**
 * As journeyStart, with a product of several standards all in stock (an exchange picks another): the
 * first such product of `seller0<agentId>`, else of the next demo sellers.
 */
export async function journeyWithSpecs(agentId: number, prefix: string): Promise<TJourney> {
  for (let k = 0; k < 8; k += 1) {
    const agent = ((agentId - 1 + k) % 8) + 1;
    const page = await apiCall<{ id: number }[]>('/product/api/product/queryPortalPage.json', {
      agentId: agent,
      pageRows: 20,
    });
    for (const card of page.data) {
      const detail = await apiCall<TProductDetail>('/product/api/product/details.json', { id: card.id });
      const standards = detail.data.listStandar;
      if (standards.length >= 2 && standards.every((s) => s.stock >= 5)) {
        const j = await journeyStart(agent, prefix);
        return { ...j, product: detail.data, standardId: standards[0]!.id };
      }
    }
  }
  throw new Error('no demo product with several standards in stock');
}

/** A buyer's order of one unit, placed and paid with AI币 (status 1 待发货): its id and number. */
export async function paidOrder(j: TJourney): Promise<{ id: number; orderNo: string }> {
  const placed = await apiCall<{ orderIds: number[] }>(
    CALLS.order.addOrderFromDetail.path,
    { productId: j.product.id, standardId: j.standardId, number: 1, addressId: j.buyer.address.id },
    j.buyer.token,
  );
  const id = placed.data.orderIds[0];
  if (!id) throw new Error(`addOrderFromDetail: ${JSON.stringify(placed)}`);
  const paid = await apiCall(CALLS.order.pay.path, { orderIds: [id], payType: 'aicoin' }, j.buyer.token);
  expect(paid.status).toBe(200);
  const answer = await apiCall<TOrderWithLogistics>(
    CALLS.order.selectSingleOrder1.path,
    { orderId: id },
    j.buyer.token,
  );
  expect(answer.status).toBe(200);
  return { id, orderNo: answer.data.order.orderNo };
}

/** Buys one unit now with AI币 and lets the seller ship it (status 2 待收货); answers the order id. */
export async function shippedOrder(j: TJourney): Promise<number> {
  const placed = await apiCall<{ orderIds: number[] }>(
    CALLS.order.addOrderFromDetail.path,
    { productId: j.product.id, standardId: j.standardId, number: 1, addressId: j.buyer.address.id },
    j.buyer.token,
  );
  const orderId = placed.data.orderIds[0];
  if (!orderId) throw new Error(`addOrderFromDetail: ${JSON.stringify(placed)}`);
  const paid = await apiCall(CALLS.order.pay.path, { orderIds: [orderId], payType: 'aicoin' }, j.buyer.token);
  expect(paid.status).toBe(200);
  const shipped = await apiCall(
    CALLS.sellerOrder.ship.path,
    { orderId, logisticsCompany: '顺丰速运', logisticsNo: `SF${String(orderId).padStart(10, '0')}` },
    j.seller.token,
  );
  expect(shipped.status).toBe(200);
  return orderId;
}

/** Logs the page in as the journey's buyer through the login form. */
export async function logIn(page: Page, j: { buyer: { username: string; password: string } }): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('请输入用户名').fill(j.buyer.username);
  await page.getByPlaceholder('请输入密码').fill(j.buyer.password);
  await page.getByPlaceholder('请输入密码').press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
}

/** Lets the page settle, then checks DESIGN.md §4 on it (only on the phone). */
export async function fits(page: Page, where: string, isPhone: boolean): Promise<void> {
  if (!isPhone) return;
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expectPhoneFit(page, where);
}

/**
 * Checks a page (on the phone: DESIGN.md §4) and keeps its screenshot: on the phone as `<name>-phone`;
 * on the desktop the page and, beside it, the same page at 390 px.
 */
export async function look(page: Page, name: string, isPhone: boolean): Promise<void> {
  await fits(page, name, isPhone);
  if (isPhone) await screenshot(page, `${name}-phone`);
  else {
    await screenshot(page, name);
    await phoneScreenshot(page, name);
  }
}

/**
 * Waits until the page's CSS transitions ended: a page remounts on every change of its address (the
 * shell keys its main by path and query), and antd animates what a theme change resizes.
 */
export async function settle(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length))
    .toBe(0);
}

/** `look` once the page has settled. */
export async function lookSettled(page: Page, name: string, isPhone: boolean): Promise<void> {
  await settle(page);
  await look(page, name, isPhone);
}

/** The buyer's AI币 balance (`selectNumber`). */
export async function balanceOf(token: string): Promise<number> {
  const answer = await apiCall<number>(CALLS.aiCoin.selectNumber.path, {}, token);
  return answer.data;
}

/** A standard's stock (`getStocks`). */
export async function stockOf(productId: number, standardId: number): Promise<number> {
  const answer = await apiCall<{ id: number; stock: number }[]>(CALLS.catalogue.getStocks.path, { productId });
  return answer.data.find((s) => s.id === standardId)?.stock ?? Number.NaN;
}

/** The journey seller's after-sales request of this order (`sellerAfterSales.list`). */
export async function sellerRequest(j: TJourney, orderId: number): Promise<TSellerProductReturn> {
  const list = await apiCall<TSellerProductReturn[]>(
    CALLS.sellerAfterSales.list.path,
    { page: 1, limit: 50 },
    j.seller.token,
  );
  const found = list.data.find((r) => r.orderId === orderId);
  if (!found) throw new Error(`seller sees no request of order ${orderId}: ${JSON.stringify(list)}`);
  return found;
}
