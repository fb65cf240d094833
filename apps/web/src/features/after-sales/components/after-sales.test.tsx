// @vitest-environment jsdom

import { CALLS, type TOrderLine, type TProductReturn, type TServiceData } from '@mall/contract';
import { RETURN_STATUS, type TReturnStatus, type TReturnType } from '@mall/contract/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findToast, ok, renderWithProviders, signIn, stubApi } from '../../../test/dom';
import { OrderAfterSales } from './order-after-sales';
import { RejectedReturn } from './return-appeal';
import { ServiceApply } from './service-apply';
import { ServiceChoice } from './service-choice';
import { ServiceProgress } from './service-progress';

function ret(status: TReturnStatus, returnType: TReturnType = 2): TProductReturn {
  return {
    id: 9,
    returnNo: 'RT2026112500009',
    orderId: 1,
    orderNo: 'ZL1',
    orderDetailId: 11,
    productId: 5,
    title: '智能门锁 Pro',
    image: '',
    standardName: '黑色',
    price: 99.9,
    returnType,
    returnTypeText: returnType === 3 ? '换货' : returnType === 1 ? '仅退款' : '退货退款',
    status,
    statusText: '',
    number: 1,
    amount: returnType === 3 ? 0 : 99.9,
    freight: 0,
    reason: '商品质量问题',
    description: '',
    images: [],
    exchangeStandardId: null,
    exchangeStandardName: '',
    returnAddress: null,
    rejectReason: '',
    refundChannel: status === RETURN_STATUS.DONE && returnType !== 3 ? 'aicoin' : '',
    refundedAt: null,
    createdAt: 0,
    approvedAt: null,
    rejectedAt: null,
    cancelledAt: null,
    receivedAt: null,
    replacementShippedAt: null,
    doneAt: null,
    appeal: null,
    canAppeal: false,
  };
}

function service(status: TReturnStatus | 0, over: Partial<TServiceData> = {}): TServiceData {
  return {
    orderDetailId: 11,
    status,
    returnType: status ? 2 : 0,
    productReturn: status ? ret(status as TReturnStatus) : null,
    returnLogistics: null,
    backLogistics: null,
    returnAddress: null,
    returnableNumber: 2,
    allowedTypes: [],
    deadline: null,
    history: [],
    ...over,
  };
}

const LINE = { id: 11, title: '智能门锁 Pro' } as TOrderLine;
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

describe('ServiceApply', () => {
  function setup(returnType: TReturnType = 2, returnableNumber = 2) {
    signIn();
    const api = stubApi({ [CALLS.afterSales.addProductReturn.path]: ok({ id: 9 }) });
    const onApplied = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ServiceApply
        returnType={returnType}
        orderId={1}
        price={99.9}
        service={service(0, { returnableNumber, allowedTypes: [1, 2, 3] })}
        onApplied={onApplied}
      />,
    );
    return { api, onApplied, user };
  }

  it('lists the reasons of the type as radio rows and asks for one, in Chinese', async () => {
    const { api, user } = setup(3);
    const reasons = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(reasons).toEqual(['商品质量问题', '规格/型号不合适', '收到商品破损', '发错货', '其他']);
    expect(screen.queryByTestId('service-refund-preview')).toBeNull();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(errors()).toEqual(['请选择售后原因']));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('caps the number at bought − already returned and refuses an empty one', async () => {
    const { api, user } = setup(2, 2);
    const number = screen.getByRole('spinbutton', { name: '申请数量' });
    expect(screen.getByText('最多可申请 2 件')).toBeTruthy();
    await user.clear(number);
    await user.click(screen.getByRole('radio', { name: '商品质量问题' }));
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(errors()).toEqual(['请填写申请数量']));
    await user.type(number, '5');
    await user.tab();
    // antd clamps to max on blur; the preview follows the capped number.
    await waitFor(() => expect((number as HTMLInputElement).value).toBe('2'));
    expect(screen.getByTestId('service-refund-preview').textContent).toBe('¥199.80');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('sends the request with the type, number, reason and description', async () => {
    const { api, onApplied, user } = setup(2, 2);
    await user.click(screen.getByRole('radio', { name: '七天无理由退货' }));
    await user.type(screen.getByTestId('service-description'), ' 不想要了 ');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    expect(api.sent(CALLS.afterSales.addProductReturn.path)).toEqual([
      { orderId: 1, orderDetailId: 11, returnType: 2, number: 1, reason: '七天无理由退货', description: '不想要了' },
    ]);
    expect(await findToast('售后申请已提交，请等待商家审核')).toBe('success');
  });

  it('换货: picks the spec to exchange for, the one bought preselected, one out of stock disabled', async () => {
    signIn();
    const standard = (id: number, name: string, stock: number) => ({
      id,
      productId: 5,
      specs: [name],
      name,
      price: 99.9,
      stock,
      sales: 0,
    });
    const api = stubApi({
      [CALLS.afterSales.addProductReturn.path]: ok({ id: 9 }),
      [CALLS.catalogue.getStocks.path]: ok([standard(21, '黑色', 5), standard(22, '白色', 5), standard(23, '金色', 0)]),
    });
    const onApplied = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ServiceApply
        returnType={3}
        orderId={1}
        price={99.9}
        service={service(0, { returnableNumber: 1, allowedTypes: [1, 2, 3] })}
        bought={{ productId: 5, standardId: 21 }}
        onApplied={onApplied}
      />,
    );
    const picker = await screen.findByTestId('service-exchange-specs');
    expect((within(picker).getByRole('radio', { name: '黑色' }) as HTMLInputElement).checked).toBe(true);
    expect((within(picker).getByRole('radio', { name: '金色（缺货）' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(picker).getByRole('radio', { name: '白色' }));
    await user.click(screen.getByRole('radio', { name: '规格/型号不合适' }));
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    expect(api.sent(CALLS.afterSales.addProductReturn.path)).toEqual([
      { orderId: 1, orderDetailId: 11, returnType: 3, number: 1, reason: '规格/型号不合适', exchangeStandardId: 22 },
    ]);
  });
});

describe('OrderAfterSales (OrderDetail 售后进度)', () => {
  it('shows nothing for a cancelled request (status 5 counts as none)', async () => {
    signIn();
    const api = stubApi({ [CALLS.afterSales.selectSingle.path]: ok([service(RETURN_STATUS.CANCELLED)]) });
    renderWithProviders(<OrderAfterSales orderId={1} lines={[LINE]} />);
    await waitFor(() => expect(api.sent(CALLS.afterSales.selectSingle.path)).toHaveLength(1));
    expect(screen.queryByTestId('order-after-sales')).toBeNull();
  });

  it('shows each request’s state, amount and both parcels', async () => {
    signIn();
    stubApi({
      [CALLS.afterSales.selectSingle.path]: ok([
        service(RETURN_STATUS.DONE, {
          returnType: 3,
          productReturn: ret(RETURN_STATUS.DONE, 3),
          returnLogistics: { company: '顺丰速运', number: 'SF1234567890', shippedAt: 0 },
          backLogistics: { company: '京东物流', number: 'JD0001234567', shippedAt: 0 },
        }),
      ]),
    });
    renderWithProviders(<OrderAfterSales orderId={1} lines={[LINE]} />);
    expect((await screen.findByTestId('after-sales-status')).textContent).toBe('换货 · 换货完成');
    const parcels = screen.getAllByTestId('service-logistics').map((p) => p.textContent);
    expect(parcels[0]).toContain('退货物流顺丰速运 SF1234567890');
    expect(parcels[1]).toContain('换货物流京东物流 JD0001234567');
  });
});

describe('ServiceProgress', () => {
  function setup(
    status: TReturnStatus,
    returnType: TReturnType = 2,
    over: Partial<TProductReturn> = {},
    returnAddress: TServiceData['returnAddress'] = null,
  ) {
    signIn();
    const api = stubApi({
      [CALLS.afterSales.writeReturnLogsticsNo.path]: ok(null),
      [CALLS.afterSales.cancelApply.path]: ok(null),
      [CALLS.afterSales.confirmReplacement.path]: ok(null),
      [CALLS.afterSales.appeal.path]: ok(null),
      [CALLS.afterSales.selectSingle.path]: ok([]),
    });
    const user = userEvent.setup();
    const s = service(status, { returnType, productReturn: { ...ret(status, returnType), ...over }, returnAddress });
    renderWithProviders(<ServiceProgress orderId={1} service={s} />);
    return { api, user };
  }

  it('asks for the parcel in 待寄回 and checks the number with the contract’s message', async () => {
    const { api, user } = setup(RETURN_STATUS.AWAIT_RETURN);
    expect(screen.getByTestId('service-status').textContent).toBe('待寄回');
    await user.click(screen.getByRole('button', { name: '提交物流信息' }));
    await waitFor(() => expect(errors()).toEqual(['请选择物流公司', '请填写物流单号']));
    await user.click(screen.getByRole('radio', { name: '顺丰速运' }));
    await user.type(screen.getByTestId('return-logistics-no'), 'SF1');
    await user.click(screen.getByRole('button', { name: '提交物流信息' }));
    await waitFor(() => expect(errors()).toEqual(['物流单号为6到30位字母或数字']));
    await user.clear(screen.getByTestId('return-logistics-no'));
    await user.type(screen.getByTestId('return-logistics-no'), 'SF1234567890');
    await user.click(screen.getByRole('button', { name: '提交物流信息' }));
    await waitFor(() =>
      expect(api.sent(CALLS.afterSales.writeReturnLogsticsNo.path)).toEqual([
        { id: 9, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' },
      ]),
    );
    expect(await findToast('退货物流已提交')).toBe('success');
  });

  it('offers 申请平台介入 on a rejected request and sends the trimmed reason', async () => {
    const { api, user } = setup(RETURN_STATUS.REJECTED, 1, { rejectReason: '已拆封', canAppeal: true });
    await user.click(screen.getByTestId('service-appeal'));
    await user.click(await screen.findByTestId('service-appeal-submit'));
    await waitFor(() => expect(errors()).toEqual(['请填写申请平台介入的理由']));
    await user.type(screen.getByTestId('service-appeal-reason'), '  商品未拆封  ');
    await user.click(screen.getByTestId('service-appeal-submit'));
    await waitFor(() => expect(api.sent(CALLS.afterSales.appeal.path)).toEqual([{ id: 9, reason: '商品未拆封' }]));
    expect(await findToast('已提交平台介入申请，处理结果会通过消息通知您')).toBe('success');
  }, 15_000);

  it('shows the appeal and the platform’s decision, and no second appeal', () => {
    setup(RETURN_STATUS.REJECTED, 1, {
      canAppeal: false,
      appeal: {
        status: 3,
        statusText: '平台维持原处理',
        reason: '商品未拆封',
        appealedAt: 0,
        decisionReason: '照片显示已使用',
        decidedAt: 1,
      },
    });
    expect(screen.getByTestId('service-appeal-status').textContent).toContain('平台维持原处理');
    expect(screen.getByTestId('service-appeal-decision').textContent).toContain('照片显示已使用');
    expect(screen.queryByTestId('service-appeal')).toBeNull();
  });

  it('offers 撤销申请 under review and sends it once confirmed', async () => {
    const { api, user } = setup(RETURN_STATUS.APPLIED, 1);
    expect(screen.queryByTestId('return-logistics-form')).toBeNull();
    await user.click(screen.getByTestId('service-cancel'));
    const confirm = await waitFor(() => {
      const box = document.querySelector('.ant-modal-confirm-btns');
      if (!box) throw new Error('no confirm');
      return box as HTMLElement;
    });
    await user.click(within(confirm).getByRole('button', { name: '撤销申请' }));
    await waitFor(() => expect(api.sent(CALLS.afterSales.cancelApply.path)).toEqual([{ id: 9 }]));
  });

  it('shows the return address once approved and copies it on one line (「已复制退货地址」)', async () => {
    const address = { name: '售后部', phone: '13800001234', fullAddress: '广东省 深圳市 南山区 科技园 8 号' };
    const { user } = setup(RETURN_STATUS.AWAIT_RETURN, 2, {}, address);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const box = screen.getByTestId('service-return-address');
    expect(box.textContent).toContain('售后部 13800001234');
    expect(box.textContent).toContain('广东省 深圳市 南山区 科技园 8 号');
    await user.click(screen.getByTestId('service-copy-address'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('售后部 13800001234 广东省 深圳市 南山区 科技园 8 号'));
    expect(await findToast('已复制退货地址')).toBe('success');
  });

  it('shows the buyer their own description and evidence pictures, and the spec asked for in exchange', () => {
    setup(RETURN_STATUS.APPLIED, 3, {
      description: '指纹识别失灵',
      images: ['/upload/u1/a.jpg', '/upload/u1/b.jpg'],
      exchangeStandardName: '黑色 / Zigbee 版',
    });
    expect(screen.getByTestId('service-my-description').textContent).toBe('指纹识别失灵');
    expect(within(screen.getByTestId('service-evidence')).getAllByRole('img', { name: '我的凭证' })).toHaveLength(2);
    expect(screen.getByTestId('service-exchange-spec').textContent).toBe('黑色 / Zigbee 版');
  });

  it('asks to confirm the replacement in 换货中 and sends confirmReplacement once confirmed', async () => {
    const { api, user } = setup(RETURN_STATUS.EXCHANGING, 3, { replacementShippedAt: Date.UTC(2026, 10, 20, 4) });
    expect(screen.getByTestId('service-status').textContent).toBe('换货中');
    expect(screen.queryByTestId('service-cancel')).toBeNull();
    expect(screen.getByText(/11月30日后将自动确认/)).toBeTruthy();
    await user.click(screen.getByTestId('service-confirm-replacement'));
    const confirm = await waitFor(() => {
      const box = document.querySelector('.ant-modal-confirm-btns');
      if (!box) throw new Error('no confirm');
      return box as HTMLElement;
    });
    await user.click(within(confirm).getByRole('button', { name: '确认收货' }));
    await waitFor(() => expect(api.sent(CALLS.afterSales.confirmReplacement.path)).toEqual([{ id: 9 }]));
    expect(await findToast('已确认收货，换货完成')).toBe('success');
  });

  it('offers nothing once the seller has the goods, and tells where a refund went', () => {
    setup(RETURN_STATUS.DONE, 2);
    expect(screen.getByTestId('service-status').textContent).toBe('退款成功');
    expect(screen.getByTestId('service-refund-channel').textContent).toBe('已原路退回AI币余额');
    expect(screen.queryByTestId('service-cancel')).toBeNull();
    expect(screen.queryByTestId('return-logistics-form')).toBeNull();
  });
});

describe('ServiceChoice', () => {
  it('links the types the server would take now and disables the others', () => {
    renderWithProviders(<ServiceChoice orderId={1} service={service(0, { allowedTypes: [1] })} />);
    expect(screen.getByTestId('service-choice-1').getAttribute('href')).toBe(
      '/order/refund?orderId=1&orderDetailId=11',
    );
    for (const t of [2, 3]) {
      const card = screen.getByTestId(`service-choice-${t}`);
      expect(card.tagName).toBe('SPAN');
      expect(card.getAttribute('aria-disabled')).toBe('true');
      expect(card.textContent).toContain('商品发货后可申请');
    }
  });
});

describe('RejectedReturn (above the choice of a new request)', () => {
  it('offers 申请平台介入 while the buyer may appeal', () => {
    signIn();
    stubApi({});
    renderWithProviders(
      <RejectedReturn
        orderId={1}
        ret={{ ...ret(RETURN_STATUS.REJECTED, 1), rejectReason: '已拆封', canAppeal: true }}
      />,
    );
    expect(screen.getByTestId('service-rejected').textContent).toContain('拒绝原因：已拆封');
    expect(screen.getByTestId('service-appeal')).toBeTruthy();
  });

  it('shows the appeal waiting, then the platform’s answer, without the button', () => {
    signIn();
    stubApi({});
    const appeal = {
      status: 1 as const,
      statusText: '平台处理中',
      reason: '未拆封',
      appealedAt: 0,
      decisionReason: '',
      decidedAt: null,
    };
    renderWithProviders(<RejectedReturn orderId={1} ret={{ ...ret(RETURN_STATUS.REJECTED, 1), appeal }} />);
    expect(screen.getByTestId('service-appeal-status').textContent).toContain('平台处理中');
    expect(screen.queryByTestId('service-appeal-decision')).toBeNull();
    expect(screen.queryByTestId('service-appeal')).toBeNull();
  });
});
