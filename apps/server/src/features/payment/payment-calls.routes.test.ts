import type { TPayChannels, TPaymentView, TPayResult } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAddress, addSeller, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';

describeEachDb('/pay/channels.json and /pay/query.json (issue 33)', (ctx) => {
  let seller: TFixtureSeller;
  beforeAll(async () => {
    seller = await addSeller(ctx, [{ title: '智能网关', standards: [[19_900, 20]] }]);
  });

  it('lists the channels that are on (the sandbox here), for anyone', async () => {
    expect(await ctx.call<TPayChannels>('/pay/channels.json', {})).toMatchObject({
      status: 200,
      data: { channels: ['sandbox'] },
    });
  });

  it('answers the payer their payment, another buyer 404, no token 401-class, a bad number 407', async () => {
    const u = await registerAndLogin(ctx);
    const address = await addAddress(ctx, u.token);
    const [gateway] = seller.products;
    const created = await ctx.call<{ orderIds: number[] }>(
      '/order/order/addOrderFromDetail.json',
      { productId: gateway!.productId, standardId: gateway!.standardIds[0], number: 1, addressId: address.id },
      u.token,
    );
    const pay = await ctx.call<TPayResult>(
      '/order/pay/pay.json',
      { orderIds: created.data.orderIds, payType: 'sandbox' },
      u.token,
    );
    const paymentNo = pay.data.paymentNo ?? '';
    const own = await ctx.call<TPaymentView>('/pay/query.json', { paymentNo }, u.token);
    expect(own).toMatchObject({ status: 200, data: { paymentNo, channel: 'sandbox', status: 0, codeUrl: null } });

    const stranger = await registerAndLogin(ctx);
    expect(await ctx.call('/pay/query.json', { paymentNo }, stranger.token)).toMatchObject({
      status: 404,
      code: 'PAYMENT_NOT_FOUND',
    });
    expect((await ctx.call('/pay/query.json', { paymentNo })).status).not.toBe(200);
    const bad = await ctx.call('/pay/query.json', { paymentNo: 'PAY-not-a-number' }, u.token);
    expect(bad.status).toBe(407);
    expect(bad.msg).toContain('paymentNo');
    const badPay = await ctx.call('/order/pay/pay.json', { orderIds: [1], payType: 'bank' }, u.token);
    expect(badPay.status).toBe(407);
    expect(badPay.msg).toContain('payType');
  });
});
