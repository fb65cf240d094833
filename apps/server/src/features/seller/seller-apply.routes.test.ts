import { randomInt } from 'node:crypto';
import {
  CALLS,
  type TAdminSeller,
  type TAdminSellerApplication,
  type TAuditEntry,
  type TMessage,
  type TSellerApplication,
  type TSellerApproval,
  type TSellerProfile,
} from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addAdmin, addSeller, type TFixtureSeller, uploadPng } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';
import { sellerKit } from '../../test/seller-fixtures.js';
import { indexGramRows } from '../catalogue/search-text.js';

const APPLY = CALLS.merchantApply;
const S = CALLS.adminSeller;

const freshPhone = () => `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

describeEachDb(
  '商家入驻 and the console’s sellers',
  (ctx) => {
    const db = () => ctx.app.deps.db;
    let operator: string;
    let owner: string;
    let categoryIds: number[];

    beforeAll(async () => {
      operator = (await addAdmin(ctx, 'operator')).token;
      owner = (await addAdmin(ctx, 'owner')).token;
      const made = await Promise.all(
        ['智能照明', '安防监控'].map((name) =>
          db().insertInto('sys_categories').values({ name }).returning('id').executeTakeFirstOrThrow(),
        ),
      );
      categoryIds = made.map((c) => Number(c.id));
    });

    /** A signed-in buyer, a licence picture of theirs, and a filled-in form with a fresh SMS code. */
    async function applicant(prefix = 'ap') {
      const buyer = await registerAndLogin(ctx, prefix);
      const licenseImage = await uploadPng(ctx, buyer.token, '营业执照.png');
      const user = await db()
        .selectFrom('users')
        .select('id')
        .where('username', '=', buyer.username)
        .executeTakeFirstOrThrow();
      return { ...buyer, userId: Number(user.id), licenseImage };
    }

    async function form(licenseImage: string, overrides: Record<string, unknown> = {}) {
      const phone = (overrides.phone as string | undefined) ?? freshPhone();
      const sent = await ctx.call(CALLS.account.sendCode.path, { phone, scene: 'apply' });
      expect(sent).toMatchObject({ status: 200 });
      return {
        phone,
        code: ctx.lastCode(phone),
        companyName: '杭州智联科技有限公司',
        uscc: '91350100M000100Y43',
        legalPerson: '张三',
        contactName: '李四',
        shopName: '智联官方旗舰店',
        categoryIds,
        licenseImage,
        province: '330000',
        city: '330100',
        area: '330106',
        address: '西湖区文三路 100 号',
        ...overrides,
      };
    }

    async function submit(token: string, data: Record<string, unknown>) {
      return ctx.call<{ id: number }>(APPLY.submit.path, data, token);
    }

    async function audits(action: string): Promise<TAuditEntry[]> {
      const res = await ctx.call<TAuditEntry[]>(CALLS.adminAudit.list.path, { action, limit: 100 }, owner);
      expect(res.status).toBe(200);
      return res.data;
    }

    it('takes an application, refuses a second open one, and the console approves it: an account that signs in, a shop, an SMS', async () => {
      const buyer = await applicant();
      expect((await ctx.call(APPLY.status.path, {}, buyer.token)).data).toBeNull();
      const data = await form(buyer.licenseImage, { uscc: ' 91350100m000100y43 ' });
      const res = await submit(buyer.token, data);
      expect(res).toMatchObject({ status: 200, data: { id: expect.any(Number) } });
      const id = res.data.id;

      const status = await ctx.call<TSellerApplication>(APPLY.status.path, {}, buyer.token);
      expect(status.data).toMatchObject({
        id,
        status: 0,
        reason: '',
        phone: data.phone,
        uscc: '91350100M000100Y43',
        shopName: '智联官方旗舰店',
        categoryIds,
        licenseImage: buyer.licenseImage,
        decidedAt: null,
      });

      // One open application per buyer, whatever the code.
      const again = await submit(buyer.token, await form(buyer.licenseImage));
      expect(again).toMatchObject({ status: 409, code: 'SELLER_APPLICATION_OPEN' });

      // The queue shows it with its applicant and category names.
      const queue = await ctx.call<TAdminSellerApplication[]>(S.applications.path, { status: 0, limit: 100 }, operator);
      expect(queue.status).toBe(200);
      const mine = queue.data.find((a) => a.id === id);
      expect(mine).toMatchObject({
        userId: buyer.userId,
        applicant: expect.any(String),
        categoryNames: ['智能照明', '安防监控'],
        sellerId: null,
      });
      expect(queue.total).toBeGreaterThanOrEqual(1);

      ctx.sms.length = 0;
      const approved = await ctx.call<TSellerApproval>(S.approve.path, { id }, operator);
      expect(approved).toMatchObject({ status: 200, data: { sellerId: expect.any(Number), username: data.phone } });
      expect(JSON.stringify(approved)).not.toMatch(/password/i);
      const { sellerId, username } = approved.data;

      // The login went by SMS (scene seller-approved, with its variables), and it works.
      const sms = ctx.sms.find((m) => m.phone === data.phone && m.scene === 'seller-approved');
      expect(sms?.vars).toEqual({ username, password: expect.any(String) });
      const password = sms?.vars?.password ?? '';
      expect(sms?.text).toContain(password);
      const login = await ctx.call<{ token: string }>(CALLS.sellerAccount.login.path, { username, password });
      expect(login).toMatchObject({ status: 200 });
      const profile = await ctx.call<TSellerProfile>(CALLS.sellerAccount.profile.path, {}, login.data.token);
      expect(profile.data).toEqual({
        sellerId,
        username,
        name: '杭州智联科技有限公司',
        shopName: '智联官方旗舰店',
        shopLogo: '',
        suspendReason: '',
        mustChangePassword: true,
      });
      // Until the one-time password is replaced, only profile, changePassword and logout answer.
      const first = login.data.token;
      expect(await ctx.call(CALLS.sellerWorkbench.summary.path, {}, first)).toMatchObject({
        status: 409,
        code: 'MUST_CHANGE_PASSWORD',
      });
      const change = CALLS.sellerAccount.changePassword.path;
      expect(await ctx.call(change, { oldPassword: password, newPassword: password }, first)).toMatchObject({
        status: 407,
        field: 'newPassword',
      });
      expect(await ctx.call(change, { oldPassword: 'wrong-pass-1', newPassword: 'NewPass-2026' }, first)).toMatchObject(
        { status: 521 },
      );
      expect(await ctx.call(change, { oldPassword: password, newPassword: 'NewPass-2026' }, first)).toMatchObject({
        status: 200,
      });
      expect(await ctx.call(CALLS.sellerAccount.profile.path, {}, first)).toMatchObject({ status: 528 });
      const relogin = await ctx.call<{ token: string }>(CALLS.sellerAccount.login.path, {
        username,
        password: 'NewPass-2026',
      });
      expect(await ctx.call(CALLS.sellerWorkbench.summary.path, {}, relogin.data.token)).toMatchObject({
        status: 200,
      });
      expect(
        (await ctx.call<TSellerProfile>(CALLS.sellerAccount.profile.path, {}, relogin.data.token)).data
          .mustChangePassword,
      ).toBe(false);
      const shop = await db().selectFrom('shops').selectAll().where('seller_id', '=', sellerId).executeTakeFirst();
      expect(shop).toMatchObject({ name: '智联官方旗舰店', province: '330000', city: '330100' });

      // The buyer sees it approved, with a message; the console can decide it only once.
      expect((await ctx.call<TSellerApplication>(APPLY.status.path, {}, buyer.token)).data).toMatchObject({
        status: 1,
        decidedAt: expect.any(Number),
      });
      const messages = await ctx.call<TMessage[]>(CALLS.message.query.path, {}, buyer.token);
      expect(messages.data.some((m) => m.kind === 'sellerApply' && m.title.includes('已通过'))).toBe(true);
      expect(await ctx.call(S.approve.path, { id }, operator)).toMatchObject({
        status: 409,
        code: 'SELLER_APPLICATION_DECIDED',
      });
      expect(await ctx.call(S.reject.path, { id, reason: '迟了' }, operator)).toMatchObject({
        status: 409,
        code: 'SELLER_APPLICATION_DECIDED',
      });

      // The audit row: who, the application before and after, never the password.
      const [row] = (await audits('seller.approve')).filter((a) => a.targetId === String(id));
      expect(row).toMatchObject({
        action: 'seller.approve',
        targetType: 'sellerApplication',
        before: { status: 0, sellerId: null },
        after: { status: 1, sellerId, username },
      });
      expect(JSON.stringify(row)).not.toContain(password);

      // The console's list has the new seller, with the application's company and contact.
      const list = await ctx.call<TAdminSeller[]>(S.list.path, { keyword: '杭州智联' }, operator);
      expect(list.data).toEqual([
        expect.objectContaining({
          id: sellerId,
          username,
          shopName: '智联官方旗舰店',
          companyName: '杭州智联科技有限公司',
          contactName: '李四',
          productsOnSale: 0,
          orders: 0,
          status: 0,
          suspendedAt: null,
        }),
      ]);
      expect(list.total).toBe(1);
    });

    it('approves once when two operators approve the same application at the same time', async () => {
      const buyer = await applicant('race');
      const { data } = await submit(buyer.token, await form(buyer.licenseImage));
      const second = (await addAdmin(ctx, 'operator')).token;
      const answers = await Promise.all([operator, second].map((t) => ctx.call(S.approve.path, { id: data.id }, t)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)).toMatchObject({ code: 'SELLER_APPLICATION_DECIDED' });
      const app = await db().selectFrom('seller_applications').selectAll().where('id', '=', data.id).executeTakeFirst();
      const made = await db().selectFrom('sellers').select('id').where('name', '=', '杭州智联科技有限公司').execute();
      expect(made.map((m) => Number(m.id))).toContain(Number(app?.seller_id));
      const accounts = await db()
        .selectFrom('sellers')
        .select('id')
        .where('phone', '=', app?.phone ?? '')
        .execute();
      expect(accounts).toHaveLength(1);
      expect((await audits('seller.approve')).filter((a) => a.targetId === String(data.id))).toHaveLength(1);
    });

    it('gives a second approved seller with the same phone a username of its own', async () => {
      const phone = freshPhone();
      const ids: number[] = [];
      for (const prefix of ['dupa', 'dupb']) {
        // The phone's 60 s SMS cooldown is not what this test is about.
        await ctx.app.deps.counters.reset(`sms:${phone}`);
        const buyer = await applicant(prefix);
        const res = await submit(buyer.token, await form(buyer.licenseImage, { phone }));
        ids.push(res.data.id);
      }
      const first = await ctx.call<TSellerApproval>(S.approve.path, { id: ids[0] }, operator);
      const second = await ctx.call<TSellerApproval>(S.approve.path, { id: ids[1] }, operator);
      expect(first.data.username).toBe(phone);
      expect(second.data.username).toBe(`s${ids[1]}`);
    });

    it('rejects with a reason the buyer reads in the status and in 消息; the buyer may then apply again', async () => {
      const buyer = await applicant('rej');
      const { data } = await submit(buyer.token, await form(buyer.licenseImage));
      const reason = '营业执照照片不清晰，请重新上传';
      expect(await ctx.call(S.reject.path, { id: data.id, reason: `  ${reason}  ` }, operator)).toMatchObject({
        status: 200,
        data: null,
      });
      expect((await ctx.call<TSellerApplication>(APPLY.status.path, {}, buyer.token)).data).toMatchObject({
        id: data.id,
        status: 2,
        reason,
      });
      const messages = await ctx.call<TMessage[]>(CALLS.message.query.path, {}, buyer.token);
      expect(messages.data.find((m) => m.kind === 'sellerApply')).toMatchObject({
        title: '商家入驻申请未通过',
        content: expect.stringContaining(reason),
        link: '/merchant/join',
      });
      const [row] = (await audits('seller.reject')).filter((a) => a.targetId === String(data.id));
      expect(row).toMatchObject({ before: { status: 0, reason: '' }, after: { status: 2, reason } });

      // Applying again makes a new application, the latest one is the status.
      const again = await submit(buyer.token, await form(buyer.licenseImage, { shopName: '智联新店' }));
      expect(again.status).toBe(200);
      expect((await ctx.call<TSellerApplication>(APPLY.status.path, {}, buyer.token)).data).toMatchObject({
        id: again.data.id,
        status: 0,
        shopName: '智联新店',
      });
      // Only the pending ones in the 待审核 queue; every state without a filter.
      const rejected = await ctx.call<TAdminSellerApplication[]>(
        S.applications.path,
        { status: 2, limit: 100 },
        operator,
      );
      expect(rejected.data.every((a) => a.status === 2)).toBe(true);
      expect(rejected.data.some((a) => a.id === data.id)).toBe(true);
      const all = await ctx.call<TAdminSellerApplication[]>(S.applications.path, { limit: 100 }, operator);
      expect(all.data.map((a) => a.id)).toEqual(expect.arrayContaining([data.id, again.data.id]));

      // The buyer's data export carries both; deleting the account takes those that made no seller.
      const part = ctx.app.personalData.get('seller');
      const exported = (await part?.export?.(ctx.app.deps, buyer.userId)) as {
        sellerApplications: { id: number; reason: string; uscc: string }[];
      };
      expect(exported.sellerApplications).toEqual([
        expect.objectContaining({ id: data.id, reason, uscc: '91350100M000100Y43' }),
        expect.objectContaining({ id: again.data.id }),
      ]);
      expect(exported.sellerApplications[0]).not.toHaveProperty('userId');
      await part?.erase?.(db(), buyer.userId, Date.now());
      expect(await ctx.call(APPLY.status.path, {}, buyer.token)).toMatchObject({ status: 200, data: null });
    });

    it('refuses another buyer’s licence and an unknown category with 404, a wrong code with 409, and writes nothing', async () => {
      const buyer = await applicant('own');
      const stranger = await applicant('str');
      const theirs = await submit(buyer.token, await form(stranger.licenseImage));
      expect(theirs).toMatchObject({ status: 404, code: 'UPLOAD_NOT_OWNED', field: 'licenseImage' });
      const unknown = await submit(
        buyer.token,
        await form(buyer.licenseImage, { categoryIds: [categoryIds[0], 99_999] }),
      );
      expect(unknown).toMatchObject({ status: 404, code: 'SELLER_APPLICATION_CATEGORY', field: 'categoryIds' });
      const wrongCode = await submit(buyer.token, { ...(await form(buyer.licenseImage)), code: '000000' });
      expect(wrongCode.status).toBe(409);
      expect((await ctx.call(APPLY.status.path, {}, buyer.token)).data).toBeNull();
      // Without a buyer's token: 528 (a seller's or an admin's token is not a buyer's).
      expect(await ctx.call(APPLY.status.path, {})).toMatchObject({ status: 528 });
      expect(await ctx.call(APPLY.status.path, {}, operator)).toMatchObject({ status: 528 });
    });

    it('answers 407 naming the field: a uscc whose check character is wrong, blank or long reasons, bad ids', async () => {
      const buyer = await applicant('bad');
      const valid = await form(buyer.licenseImage);
      const cases: [Record<string, unknown>, string][] = [
        [{ uscc: '91350100M000100Y44' }, 'uscc'],
        [{ uscc: '91350100M000100Y4' }, 'uscc'],
        [{ uscc: '91350100I000100Y43' }, 'uscc'],
        [{ phone: '12345' }, 'phone'],
        [{ code: '12' }, 'code'],
        [{ companyName: ' ' }, 'companyName'],
        [{ categoryIds: [] }, 'categoryIds'],
        [{ categoryIds: [categoryIds[0], categoryIds[0]] }, 'categoryIds'],
        [{ licenseImage: 'https://evil.example/a.png' }, 'licenseImage'],
        [{ area: '110101' }, 'area'],
        [{ address: '短' }, 'address'],
      ];
      for (const [change, field] of cases) {
        const res = await submit(buyer.token, { ...valid, ...change });
        expect(res, JSON.stringify(change)).toMatchObject({ status: 407, field });
      }
      const { uscc: _u, ...missing } = valid;
      expect(await submit(buyer.token, missing)).toMatchObject({ status: 407, field: 'uscc' });

      for (const [path, data, field] of [
        [S.reject.path, { id: 1 }, 'reason'],
        [S.reject.path, { id: 1, reason: '   ' }, 'reason'],
        [S.reject.path, { id: 1, reason: '很'.repeat(201) }, 'reason'],
        [S.suspend.path, { id: 1, reason: '' }, 'reason'],
        [S.approve.path, { id: 'x' }, 'id'],
        [S.resume.path, { id: 0 }, 'id'],
        [S.applications.path, { status: 3 }, 'status'],
        [S.list.path, { status: 2 }, 'status'],
      ] as const) {
        expect(await ctx.call(path, data, operator), `${path} ${JSON.stringify(data)}`).toMatchObject({
          status: 407,
          field,
        });
      }
    });

    it('answers 404 for an unknown application or seller', async () => {
      for (const [path, data, code] of [
        [S.approve.path, { id: 999_999 }, 'SELLER_APPLICATION_NOT_FOUND'],
        [S.reject.path, { id: 999_999, reason: '不符合' }, 'SELLER_APPLICATION_NOT_FOUND'],
        [S.suspend.path, { id: 999_999, reason: '违规' }, 'SELLER_NOT_FOUND'],
        [S.resume.path, { id: 999_999 }, 'SELLER_NOT_FOUND'],
      ] as const) {
        expect(await ctx.call(path, data, operator), path).toMatchObject({ status: 404, code });
      }
    });

    it('lets only operators (and the owner) into the seller calls', async () => {
      const service = (await addAdmin(ctx, 'service')).token;
      for (const call of Object.values(S)) {
        expect((await ctx.call(call.path, {}, service)).status, call.path).toBe(403);
      }
    });

    describe_suspension();

    function describe_suspension() {
      const kit = sellerKit(ctx);
      let seller: TFixtureSeller;
      let sellerToken: string;
      let productId: number;
      let paidOrder: number;

      const listed = async () => {
        const res = await ctx.call<{ id: number }[]>(
          CALLS.catalogue.queryPortalPage.path,
          { pageRows: 100 },
          undefined,
        );
        return res.data.some((p) => p.id === productId);
      };
      const searched = async () => {
        const res = await ctx.call<{ id: number }[]>(CALLS.catalogue.queryPortalPage.path, {
          queryName: '暂停测试灯',
          pageRows: 100,
        });
        return res.data.some((p) => p.id === productId);
      };
      const inShop = async () => {
        const res = await ctx.call<{ id: number }[]>(CALLS.catalogue.queryPortalPage.path, {
          agentId: seller.sellerId,
          pageRows: 100,
        });
        return res.data.some((p) => p.id === productId);
      };
      const detail = async () => (await ctx.call(CALLS.catalogue.details.path, { id: productId })).status;

      it('suspends a seller: its products leave list, search, shop and detail at once (cached answers too), open orders still ship', async () => {
        seller = await addSeller(ctx, [
          { title: '暂停测试灯 A', standards: [[9_900, 50]] },
          { title: '暂停测试灯 B', standards: [[5_000, 10]] },
        ]);
        sellerToken = await seller.login();
        const [first, second] = seller.products;
        productId = first?.productId ?? 0;
        // Searchable as a seeded product is (the fixture writes no search index).
        await db()
          .insertInto('product_search_grams')
          .values(indexGramRows('暂停测试灯 a').map((row) => ({ ...row, product_id: productId })))
          .execute();
        // The second product is off the shelf already: suspension and resumption leave it there.
        await ctx.call(CALLS.sellerProduct.setStatus.path, { productId: second?.productId, status: 0 }, sellerToken);
        const buyer = await kit.buyer();
        paidOrder = await kit.order(
          buyer,
          seller,
          [{ productId, standardId: first?.standardIds[0] ?? 0, number: 1 }],
          1,
        );

        // Read once so the answers sit in the cache.
        expect([await listed(), await searched(), await inShop(), await detail()]).toEqual([true, true, true, 200]);

        const reason = '涉嫌销售假冒商品，暂停经营待核查';
        expect(await ctx.call(S.suspend.path, { id: seller.sellerId, reason }, operator)).toMatchObject({
          status: 200,
        });
        expect([await listed(), await searched(), await inShop(), await detail()]).toEqual([false, false, false, 404]);
        // Nobody can buy it either.
        const cart = await ctx.call(
          CALLS.cart.add.path,
          { productId, standardId: first?.standardIds[0], number: 1 },
          buyer.token,
        );
        expect(cart.status).not.toBe(200);

        // The console shows it suspended; a second suspension is refused.
        const list = await ctx.call<TAdminSeller[]>(S.list.path, { status: 1, limit: 100 }, operator);
        expect(list.data.find((s) => s.id === seller.sellerId)).toMatchObject({
          status: 1,
          suspendReason: reason,
          suspendedAt: expect.any(Number),
          productsOnSale: 1,
          orders: 1,
        });
        const active = await ctx.call<TAdminSeller[]>(S.list.path, { status: 0, limit: 100 }, operator);
        expect(active.data.some((s) => s.id === seller.sellerId)).toBe(false);
        expect(await ctx.call(S.suspend.path, { id: seller.sellerId, reason }, operator)).toMatchObject({
          status: 409,
          code: 'SELLER_ALREADY_SUSPENDED',
        });

        // The seller still signs in, reads why, cannot put anything on sale, and ships the open order.
        const profile = await ctx.call<TSellerProfile>(CALLS.sellerAccount.profile.path, {}, await seller.login());
        expect(profile.data).toMatchObject({ suspendReason: reason, mustChangePassword: false });
        expect(
          await ctx.call(CALLS.sellerProduct.setStatus.path, { productId: second?.productId, status: 1 }, sellerToken),
        ).toMatchObject({ status: 409, code: 'SELLER_SUSPENDED' });
        expect(
          await ctx.call(
            CALLS.sellerOrder.ship.path,
            { orderId: paidOrder, logisticsCompany: '顺丰速运', logisticsNo: 'SF1234567890' },
            sellerToken,
          ),
        ).toMatchObject({ status: 200 });

        const [row] = (await audits('seller.suspend')).filter((a) => a.targetId === String(seller.sellerId));
        expect(row).toMatchObject({
          targetType: 'seller',
          before: { status: 0, suspendReason: '' },
          after: { status: 1, suspendReason: reason, productsMoved: 1 },
        });
      });

      it('keeps a product approved or restored by an operator during the suspension off the shelves until resume', async () => {
        const [, second] = seller.products;
        const otherId = second?.productId ?? 0;
        // The second product (下架 by the seller) waits for review; the first is taken down and restored.
        await db().updateTable('products').set({ state: 1, status: 0 }).where('id', '=', otherId).execute();
        const P = CALLS.adminProduct;
        expect(await ctx.call(P.approve.path, { id: otherId }, operator)).toMatchObject({ status: 200 });
        expect(await ctx.call(P.takeDown.path, { id: productId, reason: '图片违规' }, operator)).toMatchObject({
          status: 200,
        });
        expect(await ctx.call(P.restore.path, { id: productId }, operator)).toMatchObject({ status: 200 });
        for (const id of [productId, otherId]) {
          expect((await ctx.call(CALLS.catalogue.details.path, { id })).status, String(id)).toBe(404);
        }
        expect(await inShop()).toBe(false);
      });

      it('resumes it: exactly the products it had on sale come back at once', async () => {
        expect(await ctx.call(S.resume.path, { id: seller.sellerId }, operator)).toMatchObject({ status: 200 });
        expect([await listed(), await searched(), await inShop(), await detail()]).toEqual([true, true, true, 200]);
        // The one an operator approved meanwhile comes back too.
        const second = seller.products[1]?.productId ?? 0;
        expect((await ctx.call(CALLS.catalogue.details.path, { id: second })).status).toBe(200);
        const profile = await ctx.call<TSellerProfile>(CALLS.sellerAccount.profile.path, {}, sellerToken);
        expect(profile.data.suspendReason).toBe('');
        expect(await ctx.call(S.resume.path, { id: seller.sellerId }, operator)).toMatchObject({
          status: 409,
          code: 'SELLER_NOT_SUSPENDED',
        });
        const [row] = (await audits('seller.resume')).filter((a) => a.targetId === String(seller.sellerId));
        expect(row).toMatchObject({
          before: { status: 1 },
          after: { status: 0, suspendReason: '', productsMoved: 2 },
        });
      });
    }
  },
  // Public answers cached for a minute: the suspension must clear them, not wait them out.
  { CATALOGUE_CACHE_MS: '60000' },
);
