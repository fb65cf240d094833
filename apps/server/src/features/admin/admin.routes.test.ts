import { ADMIN_ROLES, ALL_CALLS, CALLS, roleMayCall, type TAdminRole, type TAuditEntry } from '@mall/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, addSeller, FIXTURE_ADMIN_PASSWORD } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';
import { createAdmin } from './admin.service.js';

const AUTH = CALLS.adminAuthorization;
const ADMIN_CALLS = ALL_CALLS.filter((c) => c.auth === 'admin');

/**
 * The verbs of reads, and the admin's own session and password (the password change logs itself):
 * an admin call named otherwise changes the mall and must be audited by the call layer.
 */
const READ_VERBS =
  /^(list|tree|summary|profile|detail|pending|applications|columns|slots|appeals|get|logout|changePassword)$/;

describe('the console calls in the contract', () => {
  it('audits every admin write and only writes', () => {
    for (const call of ADMIN_CALLS) {
      const verb = /\/([^/]+)\.json$/.exec(call.path)?.[1] ?? '';
      expect(Boolean(call.audited), `${call.path} audited`).toBe(!READ_VERBS.test(verb));
    }
  });
  it('keeps admin calls under /admin/api and no other call there but the login’s', () => {
    for (const call of ALL_CALLS) {
      if (call.auth === 'admin') expect(call.path).toMatch(/^\/admin\/api\/\w+\/\w+\.json$/);
      else if (call.path.startsWith('/admin/')) expect([AUTH.login.path, AUTH.loginHints.path]).toContain(call.path);
    }
  });
});

describeEachDb('the console’s admins, roles and audit log', (ctx) => {
  const tokens = {} as Record<TAdminRole, string>;
  let buyerToken: string;
  let sellerToken: string;
  let ownerId: number;

  beforeAll(async () => {
    for (const role of ADMIN_ROLES) {
      const admin = await addAdmin(ctx, role);
      tokens[role] = admin.token;
      if (role === 'owner') ownerId = admin.id;
    }
    buyerToken = (await registerAndLogin(ctx, 'adm')).token;
    sellerToken = await (await addSeller(ctx, [])).login();
  });

  it('answers every admin call by credential and role: 528 without an admin token, 403 outside the role', async () => {
    expect(ADMIN_CALLS.length).toBeGreaterThan(5);
    for (const call of ADMIN_CALLS) {
      for (const token of [undefined, buyerToken, sellerToken, 'not-a-token']) {
        expect((await ctx.call(call.path, {}, token)).status, `${call.path} ${token ? 'foreign' : 'no'} token`).toBe(
          528,
        );
      }
      for (const role of ADMIN_ROLES) {
        // A logout would end the session the rest of the matrix uses: it gets a session of its own.
        const token = call === AUTH.logout ? (await addAdmin(ctx, role)).token : tokens[role];
        const { status } = await ctx.call(call.path, {}, token);
        if (roleMayCall(role, call.roles)) expect([403, 528], `${call.path} as ${role}`).not.toContain(status);
        else expect(status, `${call.path} as ${role}`).toBe(403);
      }
    }
  });

  it('never lets an admin token make a buyer’s or a seller’s call', async () => {
    expect((await ctx.call(CALLS.account.selectUsers.path, {}, tokens.owner)).status).toBe(528);
    expect((await ctx.call(CALLS.sellerAccount.profile.path, {}, tokens.owner)).status).toBe(528);
  });

  it('keeps an admin with a one-time password to profile, changePassword and logout until it is changed', async () => {
    const { password } = await createAdmin(ctx.app.deps, ctx.app.deps.db, { username: 'fresh_op', role: 'operator' });
    const login = await ctx.call<{ token: string; mustChangePassword: boolean }>(AUTH.login.path, {
      username: 'fresh_op',
      password,
    });
    expect(login.data?.mustChangePassword).toBe(true);
    const token = login.data?.token ?? '';
    expect(await ctx.call(AUTH.profile.path, {}, token)).toMatchObject({
      status: 200,
      data: { username: 'fresh_op', role: 'operator', mustChangePassword: true },
    });
    expect(await ctx.call(CALLS.adminAudit.list.path, {}, token)).toMatchObject({ code: 'MUST_CHANGE_PASSWORD' });
    expect(
      await ctx.call(AUTH.changePassword.path, { oldPassword: password, newPassword: password }, token),
    ).toMatchObject({ status: 407 });
    expect(
      await ctx.call(AUTH.changePassword.path, { oldPassword: 'wrong-one-1', newPassword: 'Better-pass-2' }, token),
    ).toMatchObject({ status: 521 });
    expect(
      await ctx.call(AUTH.changePassword.path, { oldPassword: password, newPassword: 'Better-pass-2' }, token),
    ).toMatchObject({ status: 200 });
    expect(await ctx.call(AUTH.profile.path, {}, token)).toMatchObject({ data: { mustChangePassword: false } });
    // Now a role check, not the password, decides: an operator may not read the audit log.
    expect(await ctx.call(CALLS.adminAudit.list.path, {}, token)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const again = await ctx.call(AUTH.login.path, { username: 'fresh_op', password: 'Better-pass-2' });
    expect(again).toMatchObject({ status: 200, data: { mustChangePassword: false } });
  });

  it('throttles wrong passwords like the buyers’ login, per account and address', async () => {
    const { username } = await addAdmin(ctx, 'service');
    const ip = '10.250.0.9';
    for (let i = 0; i < 5; i += 1) {
      expect((await ctx.call(AUTH.login.path, { username, password: 'wrong-pass-1' }, undefined, ip)).status).toBe(519);
    }
    expect(
      await ctx.call(AUTH.login.path, { username, password: FIXTURE_ADMIN_PASSWORD }, undefined, ip),
    ).toMatchObject({ status: 429, code: 'LOGIN_ACCOUNT_THROTTLED' });
    expect((await ctx.call(AUTH.login.path, { username, password: FIXTURE_ADMIN_PASSWORD })).status).toBe(200);
  });

  it('lets the owner add, reset and disable admins, each write in the audit log with before and after', async () => {
    const added = await ctx.call<{ id: number; password: string }>(
      CALLS.adminAccount.add.path,
      { username: 'svc_new', role: 'service' },
      tokens.owner,
    );
    expect(added).toMatchObject({ status: 200 });
    const id = added.data?.id ?? 0;
    expect(
      await ctx.call(CALLS.adminAccount.add.path, { username: 'svc_new', role: 'service' }, tokens.owner),
    ).toMatchObject({ status: 531, code: 'ADMIN_USERNAME_TAKEN' });
    const login = await ctx.call<{ token: string }>(AUTH.login.path, {
      username: 'svc_new',
      password: added.data?.password,
    });
    expect(login.status).toBe(200);

    expect(await ctx.call(CALLS.adminAccount.setDisabled.path, { id, disabled: true }, tokens.owner)).toMatchObject({
      status: 200,
    });
    // Disabled: its session ends at once and it cannot sign in again.
    expect((await ctx.call(AUTH.profile.path, {}, login.data?.token)).status).toBe(528);
    expect(await ctx.call(AUTH.login.path, { username: 'svc_new', password: added.data?.password })).toMatchObject({
      code: 'ADMIN_DISABLED',
    });
    expect(
      await ctx.call(CALLS.adminAccount.setDisabled.path, { id: ownerId, disabled: true }, tokens.owner),
    ).toMatchObject({ code: 'ADMIN_SELF' });
    expect(
      await ctx.call(CALLS.adminAccount.setDisabled.path, { id: 999_999, disabled: true }, tokens.owner),
    ).toMatchObject({ status: 404 });
    // The owner's own password changes through 修改密码, never a reset that would lock it out.
    expect(await ctx.call(CALLS.adminAccount.resetPassword.path, { id: ownerId }, tokens.owner)).toMatchObject({
      status: 409,
      code: 'ADMIN_RESET_SELF',
    });
    expect((await ctx.call(AUTH.profile.path, {}, tokens.owner)).data).toMatchObject({ mustChangePassword: false });

    const log = await ctx.call<TAuditEntry[]>(CALLS.adminAudit.list.path, { action: 'admin.' }, tokens.owner);
    const mine = (log.data ?? []).filter((e) => e.targetId === String(id));
    expect(mine.map((e) => e.action)).toEqual(['admin.setDisabled', 'admin.add']);
    expect(mine[0]).toMatchObject({
      adminId: ownerId,
      targetType: 'admin',
      before: { disabled: false },
      after: { disabled: true },
    });
    expect(mine[0]?.ip).toMatch(/^10\./);
    // A refused write (the owner disabling itself) left no row: the log commits with the write only.
    expect((log.data ?? []).some((e) => e.targetId === String(ownerId) && e.action === 'admin.setDisabled')).toBe(
      false,
    );
    const byAdmin = await ctx.call<TAuditEntry[]>(
      CALLS.adminAudit.list.path,
      { adminId: ownerId, limit: 1 },
      tokens.owner,
    );
    expect(byAdmin).toMatchObject({ status: 200, total: expect.any(Number) });
    expect(byAdmin.data).toHaveLength(1);
  });

  it('refuses bad payloads with 407 naming the field', async () => {
    expect(await ctx.call(CALLS.adminAccount.add.path, { username: 'a', role: 'service' }, tokens.owner)).toMatchObject(
      {
        status: 407,
        field: 'username',
      },
    );
    expect(
      await ctx.call(CALLS.adminAccount.add.path, { username: 'okname', role: 'root' }, tokens.owner),
    ).toMatchObject({ status: 407, field: 'role' });
    expect(await ctx.call(AUTH.login.path, { username: '' })).toMatchObject({ status: 407 });
  });

  it('logout ends the admin session', async () => {
    const { token } = await addAdmin(ctx, 'operator');
    expect(await ctx.call(AUTH.logout.path, {}, token)).toMatchObject({ status: 200 });
    expect((await ctx.call(AUTH.profile.path, {}, token)).status).toBe(528);
  });
});
