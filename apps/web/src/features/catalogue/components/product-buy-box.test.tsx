// @vitest-environment jsdom

import { CALLS, type TProductDetail, type TStandard } from '@mall/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLoginModal } from '../../../stores/login-modal';
import { findToast, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import { ProductBuyBox } from './product-buy-box';

function std(id: number, specs: string[], price: number, stock: number, purchaseLimit = 9999): TStandard {
  return { id, productId: 42, specs, name: specs.join(' / '), price, stock, sales: 0, purchaseLimit };
}

// 白色 / Matter 版 does not exist; 白色 / Wi-Fi 版 and 黑色 / Matter 版 are sold out.
const STANDARDS = [
  std(1, ['白色', 'Zigbee 版'], 99, 10),
  std(2, ['白色', 'Wi-Fi 版'], 89, 0),
  std(3, ['黑色', 'Zigbee 版'], 109, 3),
  std(4, ['黑色', 'Wi-Fi 版'], 99, 5),
  std(5, ['黑色', 'Matter 版'], 129, 0),
];

function product(overrides: Partial<TProductDetail> = {}): TProductDetail {
  return {
    id: 42,
    productId: 42,
    agentId: 3,
    shopName: '智联旗舰店',
    shopLogo: '',
    title: '智能墙壁开关',
    subtitle: '',
    brand: '智联',
    model: 'S1',
    unit: '个',
    price: 89,
    marketPrice: 199,
    stock: 18,
    sales: 120,
    hot: false,
    specNames: ['颜色', '版本'],
    specs: [
      { name: '颜色', values: ['白色', '黑色'] },
      { name: '版本', values: ['Zigbee 版', 'Wi-Fi 版', 'Matter 版'] },
    ],
    listStandar: STANDARDS,
    purchaseLimit: 9999,
    hasPurchaseLimit: false,
    ppcCount: 8,
    goodRate: 88,
    ppcImageCount: 2,
    iot: { protocols: ['Zigbee 3.0'], ecosystems: ['米家'], hubRequired: true, power: ['220V'], certifications: [] },
    sysCategoryId: 1,
    categoryPath: [],
    categoryId: null,
    createdAt: 0,
    ...overrides,
  };
}

function renderBuyBox(p = product(), standards = STANDARDS) {
  const user = userEvent.setup();
  const view = renderWithProviders(<ProductBuyBox product={p} standards={standards} />, {
    route: '/product/detail?id=42',
  });
  return { user, ...view };
}

/** The value button `value` in the spec row `group`. */
function specButton(group: string, value: string): HTMLButtonElement {
  return within(screen.getByRole('group', { name: group })).getByRole('button', { name: value });
}

const price = () => screen.getByTestId('detail-price').textContent;
const stock = () => screen.getByTestId('detail-stock').textContent;
const quantity = () => screen.getByRole('spinbutton', { name: '购买数量' }) as HTMLInputElement;

describe('ProductBuyBox spec selection', () => {
  it('before a choice shows the lowest price with 起, asks for every spec and disables values no standard in stock has', () => {
    signIn();
    renderBuyBox();
    expect(price()).toBe('¥89.00起');
    expect(stock()).toBe('请选择 颜色 / 版本');
    // 黑色 / Matter 版 is sold out and 白色 / Matter 版 does not exist: nothing to buy with Matter 版.
    expect(specButton('版本', 'Matter 版').disabled).toBe(true);
    for (const [group, value] of [
      ['颜色', '白色'],
      ['颜色', '黑色'],
      ['版本', 'Zigbee 版'],
      ['版本', 'Wi-Fi 版'],
    ]) {
      expect(specButton(group, value).disabled).toBe(false);
    }
  });

  it('choosing a value per row selects the matching standard and shows its price and stock', async () => {
    signIn();
    const { user } = renderBuyBox();
    await user.click(specButton('颜色', '黑色'));
    expect(specButton('颜色', '黑色').getAttribute('aria-pressed')).toBe('true');
    // Still open: the price range of the 黑色 standards, the stock asks for the missing row.
    expect(price()).toBe('¥99.00起');
    expect(stock()).toBe('请选择 版本');

    await user.click(specButton('版本', 'Zigbee 版'));
    expect(specButton('版本', 'Zigbee 版').getAttribute('aria-pressed')).toBe('true');
    expect(price()).toBe('¥109.00');
    expect(stock()).toBe('库存 3 件');
  });

  it('disables a value whose combination with the chosen ones is sold out, and enables it again for another choice', async () => {
    signIn();
    const { user } = renderBuyBox();
    await user.click(specButton('颜色', '白色'));
    expect(specButton('版本', 'Wi-Fi 版').disabled).toBe(true);
    // 白色 / Wi-Fi 版 exists and is sold out: it says so; 白色 / Matter 版 does not exist.
    expect(specButton('版本', 'Wi-Fi 版').title).toBe('该规格已售罄');
    expect(specButton('版本', 'Wi-Fi 版').textContent).toBe('Wi-Fi 版已售罄');
    expect(specButton('版本', 'Matter 版').title).toBe('该规格暂时缺货');
    expect(specButton('版本', 'Matter 版').textContent).toBe('Matter 版');
    expect(specButton('版本', 'Zigbee 版').disabled).toBe(false);

    await user.click(specButton('颜色', '黑色'));
    expect(specButton('版本', 'Wi-Fi 版').disabled).toBe(false);
  });

  it('clicking a chosen value again clears it', async () => {
    signIn();
    const { user } = renderBuyBox();
    await user.click(specButton('颜色', '黑色'));
    await user.click(specButton('颜色', '黑色'));
    expect(specButton('颜色', '黑色').getAttribute('aria-pressed')).toBe('false');
    expect(stock()).toBe('请选择 颜色 / 版本');
  });

  it('keeps the quantity within the chosen standard’s stock', async () => {
    signIn();
    const { user } = renderBuyBox();
    await user.click(specButton('颜色', '黑色'));
    await user.click(specButton('版本', 'Wi-Fi 版'));
    await user.tripleClick(quantity());
    await user.keyboard('99999{Enter}');
    expect(quantity().value).toBe('5');
    expect(screen.getByTestId('detail-quantity-note').textContent).toBe('库存仅剩5件');

    // A standard with less stock lowers the number already chosen, and says so.
    await user.click(specButton('版本', 'Zigbee 版'));
    expect(stock()).toBe('库存 3 件');
    expect(quantity().value).toBe('3');
    expect(screen.getByTestId('detail-quantity-note').textContent).toBe('库存仅剩3件');
    expect(quantity().getAttribute('aria-valuemax')).toBe('3');
  });

  it('keeps the quantity within the 限购 when it is below the stock, says so, and names the seller’s limit', async () => {
    signIn();
    const standards = [std(1, ['白色', 'Zigbee 版'], 99, 100, 3), std(3, ['黑色', 'Zigbee 版'], 109, 2, 3)];
    const p = product({ listStandar: standards, purchaseLimit: 3, hasPurchaseLimit: true });
    const { user } = renderBuyBox(p, standards);
    await user.click(specButton('颜色', '白色'));
    await user.click(specButton('版本', 'Zigbee 版'));
    expect(screen.getByTestId('detail-limit').textContent).toBe('每人限购3件');
    await user.tripleClick(quantity());
    await user.keyboard('10{Enter}');
    expect(quantity().value).toBe('3');
    expect(screen.getByTestId('detail-quantity-note').textContent).toBe('每人限购3件');
    expect(quantity().getAttribute('aria-valuemax')).toBe('3');
    // Below the 限购 the stock is what caps, and the note says that instead.
    await user.click(specButton('颜色', '黑色'));
    expect(quantity().value).toBe('2');
    expect(screen.getByTestId('detail-quantity-note').textContent).toBe('库存仅剩2件');
  });

  it('names no 限购 on the default rule, but the box still keeps within it', async () => {
    signIn();
    const standards = [std(1, ['白色', 'Zigbee 版'], 99, 260, 52)];
    const p = product({ listStandar: standards, purchaseLimit: 52 });
    const { user } = renderBuyBox(p, standards);
    await user.click(specButton('颜色', '白色'));
    expect(screen.queryByTestId('detail-limit')).toBeNull();
    await user.tripleClick(quantity());
    await user.keyboard('260{Enter}');
    expect(quantity().value).toBe('52');
    expect(screen.getByTestId('detail-quantity-note').textContent).toBe('每人限购52件');
  });

  it.each([
    ['0', '1', '至少购买1件'],
    ['-3', '1', '至少购买1件'],
    ['2.5', '2', '数量须为整数，已改为2件'],
  ])('typing %s keeps %s and says why', async (typed, kept, reason) => {
    signIn();
    const { user } = renderBuyBox();
    await user.click(specButton('颜色', '黑色'));
    await user.click(specButton('版本', 'Wi-Fi 版'));
    await user.tripleClick(quantity());
    await user.keyboard(typed);
    await user.tab();
    expect(quantity().value).toBe(kept);
    expect(screen.getByTestId('detail-quantity-note').textContent).toBe(reason);
    // A step is a plain change: the note goes.
    await user.click(screen.getByRole('button', { name: '增加' }));
    expect(screen.queryByTestId('detail-quantity-note')).toBeNull();
  });

  it('a product whose only standard is sold out says so and cannot be bought', () => {
    signIn();
    const only = [std(9, [], 59, 0)];
    renderBuyBox(product({ specNames: [], specs: [], listStandar: only, price: 59 }), only);
    expect(stock()).toBe('该规格已售罄');
    expect(quantity().disabled).toBe(true);
    expect(screen.getByRole('button', { name: '立即购买' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /加入购物车/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('detail-sold-out').textContent).toBe('已售罄');
  });
});

describe('ProductBuyBox buttons', () => {
  it('立即购买 without a full choice names the missing specs and stays on the page', async () => {
    signIn();
    const api = stubApi();
    const { user, location } = renderBuyBox();
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    expect(await findToast('请选择 颜色 / 版本')).toBe('warning');
    expect(location()).toBe('/product/detail?id=42');
    expect(api.fetch).not.toHaveBeenCalled();
    // Both rows are pointed at, each naming its group, until a value is chosen there.
    expect(screen.getAllByTestId('spec-missing').map((m) => m.textContent)).toEqual(['请选择 颜色', '请选择 版本']);
    expect(screen.getAllByTestId('spec-group').map((r) => r.classList.contains('is-missing'))).toEqual([true, true]);
    await user.click(specButton('颜色', '白色'));
    expect(screen.getAllByTestId('spec-missing').map((m) => m.textContent)).toEqual(['请选择 版本']);
  });

  it('加入购物车 with one row missing names that row and adds nothing', async () => {
    signIn();
    const api = stubApi();
    const { user } = renderBuyBox();
    await user.click(specButton('颜色', '白色'));
    await user.click(screen.getByRole('button', { name: /加入购物车/ }));
    expect(await findToast('请选择 版本')).toBe('warning');
    expect(api.sent(CALLS.cart.add.path)).toEqual([]);
    expect(screen.getByTestId('spec-missing').textContent).toBe('请选择 版本');
  });

  it('立即购买 with a full choice opens the order confirm page with the standard and number', async () => {
    signIn();
    const { user, location } = renderBuyBox();
    await user.click(specButton('颜色', '白色'));
    await user.click(specButton('版本', 'Zigbee 版'));
    await user.click(quantity());
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    expect(location()).toBe('/order/settlement?productId=42&standardId=1&number=2');
  });

  it('加入购物车 with a full choice adds that standard and offers the way to the cart', async () => {
    signIn();
    const api = stubApi({ [CALLS.cart.add.path]: ok({ id: 77, number: 1, count: 1 }) });
    const { user } = renderBuyBox();
    await user.click(specButton('颜色', '黑色'));
    await user.click(specButton('版本', 'Wi-Fi 版'));
    await user.click(screen.getByRole('button', { name: /加入购物车/ }));
    expect(await findToast('已加入购物车')).toBe('success');
    expect(api.sent(CALLS.cart.add.path)).toEqual([{ productId: 42, standardId: 4, number: 1 }]);
    expect(screen.getByRole('link', { name: /去购物车结算/ }).getAttribute('href')).toBe('/cart');
  });

  it('logged out, both buttons open the login modal and send nothing; closing it drops the action', async () => {
    const api = stubApi();
    const { user, location } = renderBuyBox();
    await user.click(specButton('颜色', '黑色'));
    await user.click(specButton('版本', 'Wi-Fi 版'));
    await user.click(screen.getByRole('button', { name: /加入购物车/ }));
    expect(useLoginModal.getState().isOpen).toBe(true);
    useLoginModal.getState().close();
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    expect(useLoginModal.getState().isOpen).toBe(true);
    useLoginModal.getState().close();
    expect(api.fetch).not.toHaveBeenCalled();
    expect(location()).toBe('/product/detail?id=42');
  });

  it('a guest’s 加入购物车 adds the item once the login succeeds', async () => {
    const api = stubApi({ [CALLS.cart.add.path]: ok({ id: 77, number: 2, count: 2 }) });
    const { user } = renderBuyBox();
    await user.click(specButton('颜色', '黑色'));
    await user.click(specButton('版本', 'Wi-Fi 版'));
    await user.click(screen.getByRole('button', { name: '增加' }));
    await user.click(screen.getByRole('button', { name: /加入购物车/ }));
    expect(useLoginModal.getState().isOpen).toBe(true);
    signIn();
    useLoginModal.getState().succeed();
    expect(await findToast('已加入购物车')).toBe('success');
    expect(api.sent(CALLS.cart.add.path)).toEqual([{ productId: 42, standardId: 4, number: 2 }]);
  });

  it('a guest’s 立即购买 goes on to the order confirm page once the login succeeds', async () => {
    const { user, location } = renderBuyBox();
    await user.click(specButton('颜色', '白色'));
    await user.click(specButton('版本', 'Zigbee 版'));
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    expect(location()).toBe('/product/detail?id=42');
    signIn();
    act(() => useLoginModal.getState().succeed());
    expect(location()).toBe('/order/settlement?productId=42&standardId=1&number=1');
  });

  it('a guest without a full choice is asked for the spec before the login', async () => {
    const { user } = renderBuyBox();
    await user.click(screen.getByRole('button', { name: '立即购买' }));
    expect(useLoginModal.getState().isOpen).toBe(false);
    expect(await findToast('请选择 颜色 / 版本')).toBe('warning');
  });
});
