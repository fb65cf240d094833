import { CALLS, type TAdminUser, type TAuditEntry, type TEnvelope } from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, FIXTURE_BUYER_PASSWORD } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';

const U = CALLS.adminUser;

describeEachDb('the console disables and enables buyers (DESIGN-OPERATE §A user)', (ctx) => {
  let service: { id: number; token: string };
  let owner: { token: string };
  let buyer: Awaited<ReturnType<typeof registerAndLogin>>;
  let buyerId: number;

  beforeAll(async () => {
    service = await addAdmin(ctx, 'service');
    owner = await addAdmin(ctx, 'owner');
    buyer = await registerAndLogin(ctx, 'dis');
    const row = await ctx.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', buyer.username)
      .executeTakeFirstOrThrow();
    buyerId = Number(row.id);
  });

  const call = <T>(path: string, data: unknown, token = service.token) => ctx.call<T>(path, data, token);
  const login = (password = FIXTURE_BUYER_PASSWORD) =>
    ctx.call<string>(CALLS.account.login.path, { username: buyer.username, password, userType: 2 });
  const me = (token: string) => ctx.call(CALLS.account.selectUsers.path, {}, token);
  const listed = async (keyword: string) =>
    (await call<TAdminUser[]>(U.list.path, { keyword, page: 1, limit: 20 })) as TEnvelope<TAdminUser[]>;

  it('finds a buyer by username, phone or nickname, the phone masked, with orders and balance', async () => {
    for (const keyword of [buyer.username, buyer.phone.slice(3), buyer.username.toUpperCase()]) {
      const res = await listed(keyword);
      expect(res.status).toBe(200);
      expect(
        res.data.map((u) => u.id),
        keyword,
      ).toContain(buyerId);
    }
    const [row] = (await listed(buyer.username)).data;
    expect(row).toMatchObject({
      id: buyerId,
      username: buyer.username,
      phone: `${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)}`,
      orderCount: 0,
      balance: 0,
      disabled: false,
      disabledReason: '',
    });
    const page = await call<TAdminUser[]>(U.list.path, { page: 1, limit: 1 });
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('disabling revokes every token of the buyer and login answers 409 USER_DISABLED with the reason', async () => {
    const second = await login();
    expect(second.status).toBe(200);
    expect((await me(buyer.token)).status).toBe(200);
    const res = await call(U.disable.path, { id: buyerId, reason: ' 多次恶意退款 ' });
    expect(res.status).toBe(200);
    expect((await me(buyer.token)).status).toBe(528);
    expect((await me(second.data)).status).toBe(528);
    const refused = await login();
    expect(refused).toMatchObject({ status: 409, code: 'USER_DISABLED' });
    expect(refused.msg).toContain('多次恶意退款');
    // A wrong password learns nothing about the account.
    expect((await login('wrong-password-1')).status).not.toBe(409);
    const [row] = (await listed(buyer.username)).data;
    expect(row).toMatchObject({ disabled: true, disabledReason: '多次恶意退款' });
    expect(row?.disabledAt).toBeGreaterThan(0);
  });

  it('a sign-in code of a disabled buyer is refused too', async () => {
    const db = ctx.app.deps.db;
    // A code made before the disable (the buyer's tokens are gone now): written as createAuthCode would.
    const { createAuthCode } = await import('./auth-code.service.js');
    const { code } = await createAuthCode({ db }, buyerId);
    const res = await ctx.call(CALLS.account.exchangeAuthCode.path, { code });
    expect(res).toMatchObject({ status: 409, code: 'USER_DISABLED' });
  });

  it('enabling lets the buyer log in again and tells them in 消息', async () => {
    expect((await call(U.enable.path, { id: buyerId })).status).toBe(200);
    const again = await login();
    expect(again.status).toBe(200);
    const messages = await ctx.call<{ title: string }[]>(CALLS.message.query.path, { page: 1, limit: 10 }, again.data);
    expect(messages.data.map((m) => m.title)).toContain('账号已恢复使用');
    // Enabling an enabled buyer changes nothing.
    expect((await call(U.enable.path, { id: buyerId })).status).toBe(200);
  });

  it('records disable and enable in the audit log with before and after', async () => {
    const audit = async (action: string) =>
      (await ctx.call<TAuditEntry[]>(CALLS.adminAudit.list.path, { action, page: 1, limit: 10 }, owner.token)).data;
    const [disabled] = await audit('user.disable');
    expect(disabled).toMatchObject({
      adminId: service.id,
      targetType: 'user',
      targetId: String(buyerId),
      before: { disabled: false, disabledReason: '' },
      after: { disabled: true, disabledReason: '多次恶意退款' },
    });
    const enabled = await audit('user.enable');
    expect(enabled.at(-1)).toMatchObject({
      before: { disabled: true, disabledReason: '多次恶意退款' },
      after: { disabled: false, disabledReason: '' },
    });
  });

  describe('refusals', () => {
    it('answers 404 for an unknown buyer', async () => {
      expect((await call(U.disable.path, { id: 999_999, reason: '原因' })).status).toBe(404);
      expect((await call(U.enable.path, { id: 999_999 })).status).toBe(404);
    });

    it('answers 407 naming the field', async () => {
      const cases: [string, unknown, string][] = [
        [U.disable.path, { id: buyerId }, 'reason'],
        [U.disable.path, { id: buyerId, reason: '' }, 'reason'],
        [U.disable.path, { id: buyerId, reason: 'x'.repeat(201) }, 'reason'],
        [U.disable.path, { id: 'a', reason: '原因' }, 'id'],
        [U.list.path, { keyword: 'x'.repeat(51), page: 1, limit: 10 }, 'keyword'],
      ];
      for (const [path, data, field] of cases) {
        const res = await call(path, data);
        expect(res.status, JSON.stringify(data)).toBe(407);
        expect(res.field, JSON.stringify(data)).toBe(field);
      }
    });
  });
});
