// @vitest-environment jsdom

import { CALLS, CART_ITEM_STATUS, type TCartGroup, type TCartItem, type TCartItemStatus } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderWithProviders, signIn, stubApi } from '../../test/dom';
import CartListPage from './cart';

function item(
  id: number,
  title: string,
  price: number,
  number: number,
  stock: number,
  status: TCartItemStatus = CART_ITEM_STATUS.OK,
  check = status === CART_ITEM_STATUS.OK,
): TCartItem {
  return {
    id,
    productId: id * 10,
    standardId: id * 100,
    sysCategoryId: 1,
    title,
    image: '',
    standardName: '',
    price,
    number,
    stock,
    purchaseLimit: 9999,
    status,
    check,
  };
}

function group(agentId: number, shopName: string, productList: TCartItem[]): TCartGroup {
  return { agentId, shopName, status: 1, check: false, productList };
}

const GROUPS: TCartGroup[] = [
  group(1, '智联旗舰店', [
    item(11, '智能插座', 19.9, 2, 50),
    // Not checked by the server: the buyer unchecked it earlier.
    item(12, '门窗传感器', 0.1, 3, 20, CART_ITEM_STATUS.OK, false),
    item(13, '旧款网关', 10, 1, 8, CART_ITEM_STATUS.OFF_SHELF),
  ]),
  group(2, '极客小店', [item(21, '智能门锁', 99, 1, 5), item(22, '温湿度计', 29, 1, 0, CART_ITEM_STATUS.SOLD_OUT)]),
];

async function renderCart(groups = GROUPS) {
  signIn();
  // The server's cart: an update changes what the next query answers.
  const cart = structuredClone(groups);
  const api = stubApi({
    [CALLS.cart.query.path]: () => ok(cart),
    [CALLS.cart.update.path]: (data: { id: number; number: number }) => {
      for (const line of cart.flatMap((g) => g.productList)) if (line.id === data.id) line.number = data.number;
      return ok({ ...data, count: 0 });
    },
  });
  const user = userEvent.setup();
  const view = renderWithProviders(<CartListPage />, { route: '/cart' });
  await screen.findByTestId('cart-groups');
  return { api, user, ...view };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const checkAll = () => screen.getAllByRole('checkbox', { name: '全选' })[0] as HTMLInputElement;
/** antd marks a partly checked box on its wrapper only (no aria-checked="mixed"). */
const isMixed = (input: HTMLInputElement) =>
  input.closest('.ant-checkbox')?.classList.contains('ant-checkbox-indeterminate') ?? false;
const checkedCount = () => screen.getByTestId('cart-checked-count').textContent;
const total = () => screen.getByTestId('cart-total').textContent;

describe('CartListPage selection and totals', () => {
  it('starts from the server’s checks and totals the checked lines only', async () => {
    await renderCart();
    expect(box('选择 智能插座').checked).toBe(true);
    expect(box('选择 门窗传感器').checked).toBe(false);
    expect(box('选择 智能门锁').checked).toBe(true);
    // 19.90 × 2 + 99.00 × 1
    expect(checkedCount()).toBe('3');
    expect(total()).toBe('¥138.80');
    expect(screen.getByTestId('cart-all-count').textContent).toBe('8');
  });

  it('off-sale and sold-out lines say why and cannot be checked', async () => {
    await renderCart();
    expect(box('选择 旧款网关').disabled).toBe(true);
    expect(box('选择 温湿度计').disabled).toBe(true);
    const offShelf = screen.getAllByTestId('cart-item').find((row) => row.dataset.cartId === '13')!;
    expect(within(offShelf).getByTestId('cart-item-status').textContent).toBe('已下架');
    expect(within(offShelf).getByRole('spinbutton').hasAttribute('disabled')).toBe(true);
    const soldOut = screen.getAllByTestId('cart-item').find((row) => row.dataset.cartId === '22')!;
    expect(within(soldOut).getByTestId('cart-item-status').textContent).toBe('已售罄');
  });

  it('checking one line adds it to the count and the total (summed in fen), and completes its shop', async () => {
    const { user } = await renderCart();
    const shop = box('选择 智联旗舰店 的全部商品');
    expect(shop.checked).toBe(false);
    expect(isMixed(shop)).toBe(true);

    await user.click(box('选择 门窗传感器'));
    expect(checkedCount()).toBe('6');
    expect(total()).toBe('¥139.10');
    // Every line of the shop that can be bought is checked; the off-shelf one does not count.
    expect(box('选择 智联旗舰店 的全部商品').checked).toBe(true);

    await user.click(box('选择 智能插座'));
    expect(checkedCount()).toBe('4');
    expect(total()).toBe('¥99.30');
  });

  it('the shop box checks and unchecks every line of that shop only', async () => {
    const { user } = await renderCart();
    await user.click(box('选择 智联旗舰店 的全部商品'));
    expect(box('选择 智能插座').checked).toBe(true);
    expect(box('选择 门窗传感器').checked).toBe(true);
    expect(box('选择 旧款网关').checked).toBe(false);
    expect(total()).toBe('¥139.10');

    await user.click(box('选择 智联旗舰店 的全部商品'));
    expect(box('选择 智能插座').checked).toBe(false);
    expect(box('选择 门窗传感器').checked).toBe(false);
    expect(box('选择 智能门锁').checked).toBe(true);
    expect(checkedCount()).toBe('1');
    expect(total()).toBe('¥99.00');
  });

  it('全选 checks every line that can be bought, and unchecking it leaves nothing to settle', async () => {
    const { user } = await renderCart();
    expect(isMixed(checkAll())).toBe(true);
    await user.click(checkAll());
    for (const name of ['智能插座', '门窗传感器', '智能门锁']) expect(box(`选择 ${name}`).checked).toBe(true);
    for (const name of ['旧款网关', '温湿度计']) expect(box(`选择 ${name}`).checked).toBe(false);
    expect(checkAll().checked).toBe(true);
    expect(checkedCount()).toBe('6');
    expect(total()).toBe('¥139.10');

    await user.click(checkAll());
    expect(checkedCount()).toBe('0');
    expect(total()).toBe('¥0.00');
    expect(screen.getByRole('button', { name: '去结算' }).hasAttribute('disabled')).toBe(true);
  });

  it('去结算 opens the order confirm page with the checked entries', async () => {
    const { user, location } = await renderCart();
    await user.click(screen.getByRole('button', { name: '去结算' }));
    await waitFor(() => expect(location()).toBe('/order/settlement?cartIds=11,21'));
  });
});

describe('CartQuantity', () => {
  const quantityOf = (title: string) =>
    screen.getByRole('spinbutton', { name: `${title} 购买数量` }) as HTMLInputElement;

  it('a number above the stock is sent as the stock', async () => {
    const { api, user } = await renderCart();
    await user.tripleClick(quantityOf('智能门锁'));
    await user.keyboard('8');
    await user.tab();
    // Shown as the stock at once (read before the cart is asked for again: this stub's cart keeps 1).
    expect(quantityOf('智能门锁').value).toBe('5');
    expect(screen.getByTestId('cart-qty-note').textContent).toBe('库存仅剩5件');
    await waitFor(() => expect(api.sent(CALLS.cart.update.path)).toEqual([{ id: 21, number: 5 }]));
  });

  it.each([
    ['0', 1, '至少购买1件'],
    ['-3', 1, '至少购买1件'],
    ['2.5', 2, '数量须为整数，已改为2件'],
  ])('typing %s keeps %i and says why', async (typed, number, reason) => {
    const { api, user } = await renderCart();
    await user.tripleClick(quantityOf('门窗传感器'));
    await user.keyboard(typed);
    await user.tab();
    await waitFor(() => expect(screen.getByTestId('cart-qty-note').textContent).toBe(reason));
    expect(quantityOf('门窗传感器').value).toBe(String(number));
    // 3 → 1 or 2 is a change the server hears about; it is never silent.
    await waitFor(() => expect(api.sent(CALLS.cart.update.path)).toEqual([{ id: 12, number }]));
  });

  it('an amount within the stock is taken as typed, with nothing to explain', async () => {
    const { api, user } = await renderCart();
    await user.tripleClick(quantityOf('智能插座'));
    await user.keyboard('7');
    await user.tab();
    await waitFor(() => expect(api.sent(CALLS.cart.update.path)).toEqual([{ id: 11, number: 7 }]));
    expect(screen.queryByTestId('cart-qty-note')).toBeNull();
  });

  it('one step up sends the new number once, after the typing pause', async () => {
    const { api, user } = await renderCart();
    await user.click(quantityOf('智能插座'));
    await user.keyboard('{ArrowUp}');
    expect(api.sent(CALLS.cart.update.path)).toEqual([]);
    await waitFor(() => expect(api.sent(CALLS.cart.update.path)).toEqual([{ id: 11, number: 3 }]));
    // The line total follows the answer.
    const row = screen.getAllByTestId('cart-item').find((r) => r.dataset.cartId === '11')!;
    await waitFor(() => expect(within(row).getByTestId('cart-item-amount').textContent).toBe('¥59.70'));
  });
});
