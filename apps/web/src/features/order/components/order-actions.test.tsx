// @vitest-environment jsdom

import { CALLS, ORDER_STATUS, ORDER_STATUS_TEXT, type TOrder, type TOrderStatus } from '@mall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findToast, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import { OrderActions, type TOrderActionsProps } from './order-actions';

const NOW = Date.UTC(2026, 10, 23, 6, 0, 0);
const MINUTE = 60_000;

function order(status: TOrderStatus, overrides: Partial<TOrder> = {}): TOrder {
  const isPaid = status === ORDER_STATUS.SHIP || status === ORDER_STATUS.DELIVER || status === ORDER_STATUS.RECEIVED;
  const isShipped = status === ORDER_STATUS.DELIVER || status === ORDER_STATUS.RECEIVED;
  return {
    id: 31,
    orderNo: '20261123140000123456',
    agentId: 1,
    shopName: '智联旗舰店',
    status,
    statusText: ORDER_STATUS_TEXT[status],
    goodsTotalPrice: 128,
    freight: 0,
    discount: 0,
    couponId: null,
    platformDiscount: 0,
    settlement: 0,
    orderTotalPrice: 128,
    refundedPrice: 0,
    goodsNum: 2,
    remark: '',
    address: {
      realname: '张三',
      telphone: '13800138000',
      province: '310000',
      city: '310100',
      area: '310115',
      street: '张江路 88 号',
      fullText: '上海市 市辖区 浦东新区 张江路 88 号',
    },
    payType: isPaid ? 'aicoin' : '',
    payDeadline: NOW + 20 * MINUTE,
    createdAt: NOW - 10 * MINUTE,
    paidAt: isPaid ? NOW - 5 * MINUTE : null,
    shippedAt: isShipped ? NOW - 2 * MINUTE : null,
    receivedAt: status === ORDER_STATUS.RECEIVED ? NOW - MINUTE : null,
    cancelledAt: status === ORDER_STATUS.CANCELLED ? NOW - MINUTE : null,
    closedAt: null,
    demandId: null,
    invoice: null,
    afterSales: null,
    cancelReason: status === ORDER_STATUS.CANCELLED ? '买家取消' : '',
    orderDetailList: [
      {
        id: 301,
        productId: 42,
        standardId: 1,
        title: '智能墙壁开关',
        image: '',
        standardName: '白色 / Zigbee 版',
        price: 64,
        number: 2,
        amount: 128,
        returnedNumber: 0,
        discount: 0,
      },
    ],
    ...overrides,
  };
}

function renderActions(props: Partial<TOrderActionsProps> & { order: TOrder }) {
  signIn();
  const api = stubApi({
    [CALLS.order.cancelOrder.path]: ok(null),
    [CALLS.order.confirmReceipt.path]: ok(null),
    [CALLS.aiCoin.selectNumber.path]: ok(500),
    [CALLS.pay.channels.path]: ok({ channels: ['alipay', 'wechat'] }),
    [CALLS.order.pay.path]: ok({ paid: true, payType: 'aicoin' }),
    [CALLS.order.queryOrder.path]: ok({
      order: props.order,
      logisticsDetails: {
        company: '顺丰速运',
        number: 'SF1234567890',
        shippedAt: NOW,
        traces: [],
        trackingUrl: 'https://www.sf-express.com/chn/sc/waybill/waybill-detail/SF1234567890',
      },
    }),
  });
  const user = userEvent.setup();
  const view = renderWithProviders(<OrderActions now={NOW} {...props} />);
  return { api, user, ...view };
}

/** What the action cell offers, in order: button, link and note texts. */
const offered = () => [...screen.getByTestId('order-actions').children].map((el) => el.textContent);

describe('OrderActions per order state', () => {
  it.each(
    [
      { status: ORDER_STATUS.NOPAY, expected: ['去支付', '取消订单', '订单详情'] },
      { status: ORDER_STATUS.SHIP, expected: ['待商家发货', '导出商品', '订单详情'] },
      { status: ORDER_STATUS.DELIVER, expected: ['确认收货', '查看物流', '导出商品', '订单详情'] },
      { status: ORDER_STATUS.RECEIVED, expected: ['评价', '查看物流', '导出商品', '订单详情'] },
      { status: ORDER_STATUS.CANCELLED, expected: ['再次购买', '订单详情'] },
      // Refunded after payment: the goods can still be exported.
      { status: ORDER_STATUS.CLOSED, expected: ['再次购买', '导出商品', '订单详情'], paidAt: NOW - 9 * MINUTE },
    ].map((c) => ({ ...c, label: ORDER_STATUS_TEXT[c.status] })),
  )('$label offers $expected', ({ status, expected, paidAt }) => {
    renderActions({ order: order(status, paidAt ? { paidAt } : {}) });
    expect(offered()).toEqual(expected);
  });

  it('an unpaid order past its deadline offers only its detail', () => {
    renderActions({ order: order(ORDER_STATUS.NOPAY, { payDeadline: NOW - 1 }) });
    expect(offered()).toEqual(['订单详情']);
  });

  it('links 评价, 再次购买 and 订单详情 to their pages; the detail page leaves 订单详情 out', () => {
    renderActions({ order: order(ORDER_STATUS.RECEIVED) });
    expect(screen.getByRole('link', { name: '评价' }).getAttribute('href')).toBe('/product/comment/add?orderId=31');
    expect(screen.getByRole('link', { name: '订单详情' }).getAttribute('href')).toBe('/order/detail?orderId=31');
    renderActions({ order: order(ORDER_STATUS.CANCELLED, { id: 32 }), isDetail: true, layout: 'row' });
    const detailCell = screen.getAllByTestId('order-actions')[1];
    expect(within(detailCell).getByRole('link', { name: '再次购买' }).getAttribute('href')).toBe(
      '/product/detail?id=42',
    );
    expect(within(detailCell).queryByRole('link', { name: '订单详情' })).toBeNull();
  });
});

describe('OrderActions clicks', () => {
  it('取消订单 asks first; 再想想 sends nothing, 确定取消 cancels the order', async () => {
    const { api, user } = renderActions({ order: order(ORDER_STATUS.NOPAY) });
    await user.click(screen.getByRole('button', { name: '取消订单' }));
    const ask = await screen.findByRole('dialog', { name: '确定取消该订单吗？' });
    await user.click(within(ask).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(CALLS.order.cancelOrder.path)).toEqual([]);

    await user.click(screen.getByRole('button', { name: '取消订单' }));
    await user.click(await screen.findByRole('button', { name: '确定取消' }));
    expect(await findToast('订单已取消')).toBe('success');
    expect(api.sent(CALLS.order.cancelOrder.path)).toEqual([{ orderId: 31 }]);
  });

  it('确认收货 asks first, then confirms receipt of this order', async () => {
    const { api, user } = renderActions({ order: order(ORDER_STATUS.DELIVER) });
    await user.click(screen.getByRole('button', { name: '确认收货' }));
    const dialog = await screen.findByRole('dialog', { name: '确认已收到商品？' });
    await user.click(within(dialog).getByRole('button', { name: '确认收货' }));
    expect(await findToast('已确认收货，欢迎评价本次购物')).toBe('success');
    expect(api.sent(CALLS.order.confirmReceipt.path)).toEqual([{ orderId: 31 }]);
  });

  it('去支付 opens the pay dialog with the amount and pays this order with AI币', async () => {
    const { api, user } = renderActions({ order: order(ORDER_STATUS.NOPAY) });
    await user.click(screen.getByRole('button', { name: '去支付' }));
    expect(await screen.findByText('可用余额 ¥500.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确认支付 ¥128.00' }));
    expect(await findToast('支付成功，商家将尽快为您发货')).toBe('success');
    expect(api.sent(CALLS.order.pay.path)).toEqual([{ orderIds: [31], payType: 'aicoin', device: 'pc' }]);
  });

  it('去支付 pays this order alone; a short balance offers 去充值 that comes back to this order’s cashier', async () => {
    const { api, user } = renderActions({ order: order(ORDER_STATUS.NOPAY) });
    api.on(CALLS.aiCoin.selectNumber.path, ok(20));
    await user.click(screen.getByRole('button', { name: '去支付' }));
    const link = await screen.findByTestId('pay-recharge');
    expect(link.getAttribute('href')).toBe(
      `/user/aicoin/buy?returnTo=${encodeURIComponent('/order/cashier?orderIds=31')}`,
    );
    api.on(CALLS.order.pay.path, ok({ paid: false, payType: 'wechat', payUrl: '/pay/wechat?paymentNo=PAYx' }));
    // The balance is short: the first channel is chosen; the buyer may pick another.
    expect((screen.getByTestId('pay-method-alipay').closest('label') as HTMLElement).className).toContain('checked');
    await user.click(screen.getByTestId('pay-method-wechat'));
    await user.click(screen.getByRole('button', { name: '确认支付 ¥128.00' }));
    await waitFor(() =>
      expect(api.sent(CALLS.order.pay.path)).toEqual([{ orderIds: [31], payType: 'wechat', device: 'pc' }]),
    );
  });

  it('去支付 with a short balance and no online channel says so and cannot pay', async () => {
    const { api, user } = renderActions({ order: order(ORDER_STATUS.NOPAY) });
    api.on(CALLS.aiCoin.selectNumber.path, ok(20));
    api.on(CALLS.pay.channels.path, ok({ channels: [] }));
    await user.click(screen.getByRole('button', { name: '去支付' }));
    expect((await screen.findByTestId('pay-no-channel')).textContent).toContain('暂未开通在线支付');
    expect(screen.queryByTestId('pay-recharge')).toBeNull();
    expect((screen.getByRole('button', { name: '确认支付 ¥128.00' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('查看物流 in the list opens the parcel’s logistics; on the detail page it hands over to the page', async () => {
    const { api, user } = renderActions({ order: order(ORDER_STATUS.DELIVER) });
    await user.click(screen.getByRole('button', { name: '查看物流' }));
    expect(await screen.findByText('顺丰速运')).toBeTruthy();
    expect(api.sent(CALLS.order.queryOrder.path)).toEqual([{ orderId: 31 }]);

    const onShowLogistics = vi.fn();
    renderActions({ order: order(ORDER_STATUS.DELIVER, { id: 33 }), isDetail: true, onShowLogistics });
    const detailCell = screen.getAllByTestId('order-actions')[1];
    await user.click(within(detailCell).getByRole('button', { name: '查看物流' }));
    expect(onShowLogistics).toHaveBeenCalledTimes(1);
    expect(api.sent(CALLS.order.queryOrder.path)).toEqual([{ orderId: 31 }]);
  });
});
