import {
  ACCOUNT_DELETION_COOLING_DAYS,
  CALLS,
  EXPORT_SECTIONS,
  PRIVACY_POLICY_VERSION,
  STATUS,
  type TDeletionCheck,
  type TDeletionRequest,
  type TMessage,
  type TOrder,
} from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  addAddress,
  addSeller,
  buyerWithAddress,
  FIXTURE_BUYER_PASSWORD,
  type TFixtureSeller,
  topUp,
} from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin, type TTestContext } from '../../test/helper.js';
import { runDueDeletions } from './privacy.service.js';

const P = CALLS.privacy;
const DAY = 86_400_000;
const COOLING = ACCOUNT_DELETION_COOLING_DAYS * DAY;

/** The export as a file: headers and the parsed JSON (a binary call answers the file, not the envelope). */
async function exportFile(ctx: TTestContext, token: string | undefined) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: P.exportMyData.path,
    payload: { data: {}, accessToken: token },
  });
  return { res, body: res.body, json: res.json() as Record<string, unknown> };
}

async function buyNow(ctx: TTestContext, token: string, standard: { productId: number; standardId: number }) {
  const [address] = (await ctx.call<{ id: number }[]>(CALLS.address.selectAddress.path, {}, token)).data;
  const res = await ctx.call<{ orderIds: number[] }>(
    CALLS.order.addOrderFromDetail.path,
    { ...standard, number: 1, addressId: address?.id },
    token,
  );
  expect(res.status).toBe(STATUS.OK);
  return res.data.orderIds[0] ?? 0;
}

async function askDeletion(
  ctx: TTestContext,
  buyer: { token: string; phone: string },
  password = FIXTURE_BUYER_PASSWORD,
) {
  // The registration code went out less than 60 s ago: let the cooldown pass.
  await ctx.app.deps.counters.reset(`sms:${buyer.phone}`);
  const sent = await ctx.call(P.sendDeleteCode.path, {}, buyer.token);
  expect(sent.status).toBe(STATUS.OK);
  return ctx.call<TDeletionRequest>(P.deleteAccount.path, { password, code: ctx.lastCode(buyer.phone) }, buyer.token);
}

describeEachDb('privacy: export and account deletion', (ctx) => {
  let seller: TFixtureSeller;
  let product: { productId: number; standardId: number };

  beforeAll(async () => {
    seller = await addSeller(ctx, [{ title: '智能门锁', standards: [[9_900, 100]] }]);
    const p = seller.products[0];
    product = { productId: p?.productId ?? 0, standardId: p?.standardIds[0] ?? 0 };
  });

  it('exports everything the mall holds about the caller as a JSON file, and nothing of anybody else', async () => {
    const buyer = await buyerWithAddress(ctx, { prefix: 'exp' });
    const other = await buyerWithAddress(ctx, { prefix: 'oth' });
    const orderId = await buyNow(ctx, buyer.token, product);
    await buyNow(ctx, other.token, product);
    await ctx.call(CALLS.favorite.add.path, { productId: product.productId }, buyer.token);
    await ctx.call(CALLS.feedback.add.path, { type: 1, content: '希望增加发票功能' }, buyer.token);

    const { res, body, json } = await exportFile(ctx, buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    const sections = json.sections as Record<string, { title: string; data: unknown }>;
    expect(Object.keys(sections)).toEqual(Object.keys(EXPORT_SECTIONS));
    expect(sections.profile?.data).toMatchObject({ username: buyer.username, phone: buyer.phone });
    expect(sections.consents?.data).toMatchObject([{ kind: 'privacy', version: PRIVACY_POLICY_VERSION }]);
    const orders = sections.orders?.data as { id: number; lines: unknown[] }[];
    expect(orders.map((o) => o.id)).toEqual([orderId]);
    expect(orders[0]?.lines).toHaveLength(1);
    expect(sections.addresses?.data).toHaveLength(1);
    expect(sections.favorites?.data).toHaveLength(1);
    expect(sections.feedback?.data).toMatchObject([{ content: '希望增加发票功能' }]);
    // No secret and nobody else's data.
    expect(body).not.toContain('scrypt$');
    expect(body).not.toContain(other.username);
    expect(body).not.toContain(other.phone);
  });

  it('answers the export only to a buyer: a guest and a seller token get 528', async () => {
    expect((await exportFile(ctx, undefined)).json).toMatchObject({ status: STATUS.NOT_LOGGED_IN });
    const sellerToken = await seller.login();
    expect((await exportFile(ctx, sellerToken)).json).toMatchObject({ status: STATUS.NOT_LOGGED_IN });
    expect((await ctx.call(P.deleteAccount.path, { password: 'x', code: '123456' }, sellerToken)).status).toBe(
      STATUS.NOT_LOGGED_IN,
    );
  });

  it('throttles exports per buyer', async () => {
    const buyer = await registerAndLogin(ctx, 'thr');
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await exportFile(ctx, buyer.token)).res.headers['content-disposition']);
    expect(answers.filter((d) => String(d).includes('attachment'))).toHaveLength(5);
    expect((await exportFile(ctx, buyer.token)).json).toMatchObject({ status: 429, code: 'EXPORT_THROTTLED' });
  });

  it('refuses deletion, naming why, while an order is open or the AI币 balance is positive', async () => {
    const buyer = await buyerWithAddress(ctx, { prefix: 'blk' });
    const orderId = await buyNow(ctx, buyer.token, product);
    const check = await ctx.call<TDeletionCheck>(P.deletionCheck.path, {}, buyer.token);
    expect(check.data).toMatchObject({ canDelete: false, blockers: ['ordersOpen'] });
    expect(check.data.maskedPhone).toMatch(/^139\*{4}\d{4}$/);
    expect(await askDeletion(ctx, buyer)).toMatchObject({ status: 409, code: 'ACCOUNT_DELETE_ORDERS_OPEN' });

    await ctx.call(CALLS.order.cancelOrder.path, { orderId }, buyer.token);
    await topUp(ctx, buyer.token, 10);
    const after = await ctx.call<TDeletionCheck>(P.deletionCheck.path, {}, buyer.token);
    expect(after.data).toMatchObject({ canDelete: false, blockers: ['balancePositive'] });
    expect(await askDeletion(ctx, buyer)).toMatchObject({ status: 409, code: 'ACCOUNT_DELETE_BALANCE_POSITIVE' });
    // Nothing started: the buyer is still signed in.
    expect((await ctx.call(CALLS.account.selectUsers.path, {}, buyer.token)).status).toBe(STATUS.OK);
  });

  it('needs the password and the SMS code sent to the account’s own phone', async () => {
    const buyer = await registerAndLogin(ctx, 'pwd');
    expect(await askDeletion(ctx, buyer, 'wrong-pass-1')).toMatchObject({
      status: STATUS.WRONG_OLD_PASSWORD,
      code: 'ACCOUNT_DELETE_WRONG_PASSWORD',
    });
    const bad = await ctx.call(P.deleteAccount.path, { password: FIXTURE_BUYER_PASSWORD, code: '000000' }, buyer.token);
    expect(bad).toMatchObject({ status: 409 });
    expect(['SMS_CODE_INVALID', 'SMS_CODE_TRIES_EXHAUSTED']).toContain((bad as { code?: string }).code);
    const missing = await ctx.call(P.deleteAccount.path, { password: FIXTURE_BUYER_PASSWORD }, buyer.token);
    expect(missing.status).toBe(STATUS.BAD_PAYLOAD);
    expect(missing.msg).toContain('data.code');
    // The code went to the buyer's own phone, with the deletion scene.
    expect(ctx.sms.at(-1)).toMatchObject({ phone: buyer.phone, scene: 'delete' });
  });

  it('starts a cooling-off that signs every session out; logging in cancels it and says so in 消息', async () => {
    const buyer = await registerAndLogin(ctx, 'cool');
    const asked = await askDeletion(ctx, buyer);
    expect(asked.status).toBe(STATUS.OK);
    expect(asked.data.deleteAt - asked.data.requestedAt).toBe(COOLING);
    expect((await ctx.call(CALLS.account.selectUsers.path, {}, buyer.token)).status).toBe(STATUS.NOT_LOGGED_IN);

    const login = await ctx.call<string>(CALLS.account.login.path, {
      username: buyer.username,
      password: FIXTURE_BUYER_PASSWORD,
      userType: 2,
    });
    expect(login.status).toBe(STATUS.OK);
    const messages = await ctx.call<TMessage[]>(CALLS.message.query.path, { page: 1, limit: 10 }, login.data);
    expect(messages.data.map((m) => m.kind)).toContain('account');
    // The job past the due day finds nothing to delete: the account lives on.
    expect(await runDueDeletions(ctx.app.deps, ctx.app.personalData, Date.now() + COOLING + DAY)).toMatchObject({
      deleted: 0,
    });
    expect((await ctx.call(CALLS.account.selectUsers.path, {}, login.data)).status).toBe(STATUS.OK);
  });

  it('anonymises the account once the cooling-off has ended: orders kept and masked, the phone free again', async () => {
    const buyer = await buyerWithAddress(ctx, { prefix: 'gone' });
    const me = await ctx.call<{ userId: number }>(CALLS.account.selectUsers.path, {}, buyer.token);
    const orderId = await buyNow(ctx, buyer.token, product);
    await ctx.call(CALLS.order.cancelOrder.path, { orderId }, buyer.token);
    await ctx.call(CALLS.favorite.add.path, { productId: product.productId }, buyer.token);
    const asked = await askDeletion(ctx, buyer);
    expect(asked.status).toBe(STATUS.OK);

    // Not yet due: nothing happens.
    expect(await runDueDeletions(ctx.app.deps, ctx.app.personalData, asked.data.deleteAt - 1)).toMatchObject({
      deleted: 0,
    });
    // Two instances' jobs racing delete it once.
    const due = asked.data.deleteAt + 1;
    const runs = await Promise.all([
      runDueDeletions(ctx.app.deps, ctx.app.personalData, due),
      runDueDeletions(ctx.app.deps, ctx.app.personalData, due),
    ]);
    expect(runs.reduce((n, r) => n + (r.deleted ?? 0), 0)).toBe(1);

    const login = await ctx.call(CALLS.account.login.path, {
      username: buyer.username,
      password: FIXTURE_BUYER_PASSWORD,
      userType: 2,
    });
    expect(login.status).toBe(STATUS.BAD_CREDENTIALS);
    const { db } = ctx.app.deps;
    const user = await db
      .selectFrom('users')
      .select(['username', 'phone', 'nickname', 'icon', 'deleted_at'])
      .where('id', '=', me.data.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ username: `deleted_${me.data.userId}`, nickname: '已注销用户', icon: '' });
    expect(user.phone).not.toBe(buyer.phone);
    expect(user.deleted_at).not.toBeNull();
    const order = await db.selectFrom('orders').select('address').where('id', '=', orderId).executeTakeFirstOrThrow();
    const snapshot = JSON.parse(order.address) as TOrder['address'];
    expect(snapshot.realname).toMatch(/^\S\*+$/);
    expect(snapshot.telphone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(snapshot.street).toBe('');
    const left = await db.selectFrom('addresses').select('id').where('user_id', '=', me.data.userId).execute();
    expect(left).toHaveLength(0);
    const favorites = await db
      .selectFrom('user_favorites')
      .select('id')
      .where('user_id', '=', me.data.userId)
      .execute();
    expect(favorites).toHaveLength(0);

    // The phone may register a new account.
    await ctx.app.deps.counters.reset(`sms:${buyer.phone}`);
    expect((await ctx.call(CALLS.account.sendCode.path, { phone: buyer.phone, scene: 'register' })).status).toBe(200);
    const again = await ctx.call(CALLS.account.addUser.path, {
      username: `${buyer.username}x`,
      password: FIXTURE_BUYER_PASSWORD,
      phone: buyer.phone,
      code: ctx.lastCode(buyer.phone),
      privacyVersion: PRIVACY_POLICY_VERSION,
    });
    expect(again.status).toBe(STATUS.OK);
  });

  it('refuses a second request while one is waiting (the same token can no longer ask anyway)', async () => {
    const buyer = await registerAndLogin(ctx, 'twice');
    await addAddress(ctx, buyer.token);
    expect((await askDeletion(ctx, buyer)).status).toBe(STATUS.OK);
    expect((await ctx.call(P.deletionCheck.path, {}, buyer.token)).status).toBe(STATUS.NOT_LOGGED_IN);
  });
});
