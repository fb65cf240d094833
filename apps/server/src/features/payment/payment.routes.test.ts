import type { TPayResult } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAddress, addSeller, type TFixtureSeller } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';

describeEachDb(
  'payment with the sandbox gateway switched off (production default)',
  (ctx) => {
    let seller: TFixtureSeller;
    beforeAll(async () => {
      seller = await addSeller(ctx, [{ title: '智能插座', standards: [[3_990, 20]] }]);
    });

    it('refuses online payment and top-ups, and serves no cashier or notify endpoint', async () => {
      const u = await registerAndLogin(ctx);
      const address = await addAddress(ctx, u.token);
      const [plug] = seller.products;
      const created = await ctx.call<{ orderIds: number[] }>(
        '/order/order/addOrderFromDetail.json',
        { productId: plug!.productId, standardId: plug!.standardIds[0], number: 1, addressId: address.id },
        u.token,
      );
      expect(created.status).toBe(200);
      const pay = await ctx.call<TPayResult>(
        '/order/pay/pay.json',
        { orderIds: created.data.orderIds, payType: 'sandbox' },
        u.token,
      );
      expect(pay).toMatchObject({ status: 409, code: 'GATEWAY_OFF' });
      const recharge = await ctx.call('/AI/aiCurrency/addAiRecharge.json', { amount: 10, payType: 'sandbox' }, u.token);
      expect(recharge).toMatchObject({ status: 409, code: 'GATEWAY_OFF' });
      const paymentNo = `PAY${'a'.repeat(32)}`;
      for (const path of ['/pay/sandbox/query.json', '/pay/sandbox/confirm.json']) {
        // Not served at all: the unknown-path 404, no business error.
        expect(await ctx.call(path, { paymentNo }, u.token)).toEqual({ status: 404, msg: '没有找到资源', data: null });
      }
      const notify = { paymentNo, tradeNo: 'SBX00000000', amountFen: 100, paidAt: Date.now(), sign: '0'.repeat(64) };
      expect(await ctx.call('/pay/notify/sandbox.json', notify)).toEqual({
        status: 404,
        msg: '没有找到资源',
        data: null,
      });
      const rows = await ctx.app.deps.db.selectFrom('payments').select('id').execute();
      expect(rows).toHaveLength(0);
    });
  },
  { PAY_SANDBOX: 'false' },
);
