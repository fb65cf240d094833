import { AUTH_CODE_TTL_SECONDS, PRIVACY_POLICY_VERSION } from '@mall/contract';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { describeEachDb, freshIp, registerAndLogin } from '../../test/helper.js';
import { listConsents } from './account.service.js';
import { createSession } from './session.service.js';
import { SMS_MAX_ATTEMPTS, SMS_PER_PHONE_SCENE_IP_DAILY } from './sms-code.service.js';

const ADD_USER = '/order/userInfo/addUser.json';
const SEND_CODE = '/right/user/sendCode.json';
const VERIFY_CODE = '/right/user/verificationCode.json';
const RESET_PASSWORD = '/right/user/resetPassword.json';
const SELECT_USERS = '/order/userInfo/selectUsers.json';
const CREATE_AUTH_CODE = '/order/userInfo/createAuthCode.json';
const EXCHANGE_AUTH_CODE = '/right/user/exchangeAuthCode.json';

let phoneSeq = 0;
const newPhone = () => `136${String(process.pid % 10000).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`;

/** Trust II: the account holes an outside review found, and the consent record. */
describeEachDb('account trust', (ctx) => {
  // ------------------------------------------------------------------ hole 3: login CSRF
  async function issueCode(token: string) {
    const issued = await ctx.call<{ code: string; expiresIn: number }>(CREATE_AUTH_CODE, {}, token);
    expect(issued.status).toBe(200);
    return issued.data;
  }

  it('issues a signed-in buyer a one-time code that signs in once, with a token of its own', async () => {
    const user = await registerAndLogin(ctx, 'authcode');
    const issued = await issueCode(user.token);
    expect(issued).toEqual({ code: expect.stringMatching(/^[\w-]{43}$/), expiresIn: AUTH_CODE_TTL_SECONDS });
    // Only the digest is stored.
    const rows = await ctx.app.deps.db.selectFrom('auth_codes').select('code_hash').execute();
    expect(rows.some((r) => r.code_hash.includes(issued.code))).toBe(false);

    const exchanged = await ctx.call<string>(EXCHANGE_AUTH_CODE, { code: issued.code });
    expect(exchanged.status).toBe(200);
    expect(exchanged.data).not.toBe(user.token);
    const info = await ctx.call<{ username: string }>(SELECT_USERS, {}, exchanged.data);
    expect(info.data.username).toBe(user.username);

    const again = await ctx.call(EXCHANGE_AUTH_CODE, { code: issued.code });
    expect(again).toMatchObject({ status: 409, code: 'AUTH_CODE_INVALID' });
    const unknown = await ctx.call(EXCHANGE_AUTH_CODE, { code: 'x'.repeat(43) });
    expect(unknown).toMatchObject({ status: 409, code: 'AUTH_CODE_INVALID' });
  });

  it('refuses an expired code', async () => {
    const user = await registerAndLogin(ctx, 'authlate');
    const { code } = await issueCode(user.token);
    await ctx.app.deps.db
      .updateTable('auth_codes')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect(await ctx.call(EXCHANGE_AUTH_CODE, { code })).toMatchObject({ status: 409, code: 'AUTH_CODE_INVALID' });
  });

  it('signs in exactly once when many exchanges of one code race', async () => {
    const user = await registerAndLogin(ctx, 'authrace');
    const { code } = await issueCode(user.token);
    const results = await Promise.all(Array.from({ length: 10 }, () => ctx.call<string>(EXCHANGE_AUTH_CODE, { code })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.code === 'AUTH_CODE_INVALID')).toHaveLength(9);
  });

  it('issues codes to a buyer only: no token or a seller token is 528; a malformed code is 407', async () => {
    expect((await ctx.call(CREATE_AUTH_CODE, {})).status).toBe(528);
    const sellerToken = await createSession(ctx.app.deps.db, { type: 'seller', id: 1 }, 1);
    expect((await ctx.call(CREATE_AUTH_CODE, {}, sellerToken)).status).toBe(528);
    const bad = await ctx.call(EXCHANGE_AUTH_CODE, { code: 'short' });
    expect(bad.status).toBe(407);
    expect(bad.msg).toContain('data.code');
  });

  // ------------------------------------------------------------------ consent (个人信息保护法)
  it('records the privacy policy version agreed at registration, with its time', async () => {
    const before = Date.now();
    const user = await registerAndLogin(ctx, 'consent');
    const row = await ctx.app.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', user.username)
      .executeTakeFirstOrThrow();
    const consents = await listConsents(ctx.app.deps.db, Number(row.id));
    expect(consents).toEqual([{ kind: 'privacy', version: PRIVACY_POLICY_VERSION, agreedAt: expect.any(String) }]);
    const agreedAt = Date.parse(consents[0]?.agreedAt ?? '');
    expect(agreedAt).toBeGreaterThanOrEqual(before);
    expect(agreedAt).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a registration that agreed to another policy version, and keeps the code for the right one', async () => {
    const phone = newPhone();
    expect((await ctx.call(SEND_CODE, { phone, scene: 'register' })).status).toBe(200);
    const code = ctx.lastCode(phone);
    const payload = { username: `consent_${phone.slice(-6)}`, password: 'lamp-7-switch', phone, code };
    const stale = await ctx.call(ADD_USER, { ...payload, privacyVersion: '2020-01-01' });
    expect(stale).toMatchObject({ status: 409, code: 'PRIVACY_VERSION_STALE' });
    const missing = await ctx.call(ADD_USER, payload);
    expect(missing.status).toBe(407);
    expect(missing.msg).toContain('data.privacyVersion');
    const ok = await ctx.call(ADD_USER, { ...payload, privacyVersion: PRIVACY_POLICY_VERSION });
    expect(ok.status).toBe(200);
  });

  // ------------------------------------------------------------------ hole 5: enumeration by tries
  type TAnswer = { status: number; code?: string };
  const answerOf = (res: { status: number; code?: string; msg: string }): TAnswer => ({
    status: res.status,
    code: res.code,
  });

  /** Every answer of a code's life: the send, then wrong tries until refused (and one more). */
  async function codeLife(
    phone: string,
    scene: 'register' | 'reset',
    wrong: string,
    tryOnce: (code: string) => Promise<{ status: number; code?: string; msg: string }>,
  ): Promise<TAnswer[]> {
    const answers = [answerOf(await ctx.call(SEND_CODE, { phone, scene }))];
    for (let i = 0; i < SMS_MAX_ATTEMPTS + 1; i++) answers.push(answerOf(await tryOnce(wrong)));
    return answers;
  }

  it('answers a reset alike for a registered and an unknown phone, tries included', async () => {
    const user = await registerAndLogin(ctx, 'enumreset');
    await ctx.app.deps.counters.reset(`sms:${user.phone}`); // the registration code's cooldown
    const unknown = newPhone();
    const sent = ctx.sms.length;
    // A wrong code for the registered phone (its real code is only known after sending; 000000 and
    // 111111 cannot both be it).
    const tries = async (phone: string) => {
      const life = [answerOf(await ctx.call(SEND_CODE, { phone, scene: 'reset' }))];
      const real = phone === user.phone ? ctx.lastCode(phone) : '';
      const wrong = real === '000000' ? '111111' : '000000';
      for (let i = 0; i < 3; i++)
        life.push(answerOf(await ctx.call(VERIFY_CODE, { phone, code: wrong, scene: 'reset' })));
      for (let i = 0; i < 3; i++)
        life.push(answerOf(await ctx.call(RESET_PASSWORD, { phone, code: wrong, password: 'lamp-7-switch' })));
      return life;
    };
    const known = await tries(user.phone);
    const stranger = await tries(unknown);
    expect(stranger).toEqual(known);
    expect(known.at(-1)).toEqual({ status: 409, code: 'SMS_CODE_TRIES_EXHAUSTED' });
    // Only the registered phone was texted.
    expect(ctx.sms.slice(sent).map((m) => m.phone)).toEqual([user.phone]);
  });

  it('answers a registration alike for a registered and a new phone, tries included', async () => {
    const user = await registerAndLogin(ctx, 'enumreg');
    await ctx.app.deps.counters.reset(`sms:${user.phone}`);
    const fresh = newPhone();
    const register = (phone: string) => (code: string) =>
      ctx.call(ADD_USER, {
        username: `enum_${phone.slice(-6)}`,
        password: 'lamp-7-switch',
        phone,
        code,
        privacyVersion: PRIVACY_POLICY_VERSION,
      });
    const registered = await codeLife(user.phone, 'register', '000000', register(user.phone));
    // The new phone's real code is texted; a wrong one is whichever of two it is not.
    await ctx.app.deps.counters.reset(`sms:${fresh}`);
    const freshAnswers = [answerOf(await ctx.call(SEND_CODE, { phone: fresh, scene: 'register' }))];
    const wrong = ctx.lastCode(fresh) === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_MAX_ATTEMPTS + 1; i++) freshAnswers.push(answerOf(await register(fresh)(wrong)));
    expect(registered).toEqual(freshAnswers);
    expect(registered.at(-1)).toEqual({ status: 409, code: 'SMS_CODE_TRIES_EXHAUSTED' });
  });

  // ------------------------------------------------------------------ hole 6: one address blocks a phone
  it('lets one address use up only its own share of a phone’s codes: another address still gets one', async () => {
    const user = await registerAndLogin(ctx, 'blockme');
    const attacker = freshIp();
    let sent = 0;
    let refusal: { status: number; code?: string } | undefined;
    // The attacker asks for reset codes until refused, letting each 60 s cooldown pass.
    for (let i = 0; i < 20 && !refusal; i++) {
      await ctx.app.deps.counters.reset(`sms:${user.phone}`);
      const res = await ctx.call(SEND_CODE, { phone: user.phone, scene: 'reset' }, undefined, attacker);
      if (res.status === 200) sent += 1;
      else refusal = res;
    }
    expect(sent).toBe(SMS_PER_PHONE_SCENE_IP_DAILY.max);
    expect(refusal).toMatchObject({ status: 429, code: 'SMS_PHONE_IP_DAILY_LIMIT' });
    await ctx.app.deps.counters.reset(`sms:${user.phone}`);
    // Refused asks do not start the phone's cooldown either: the owner is not held off a minute at a time.
    for (let i = 0; i < 3; i++) {
      const res = await ctx.call(SEND_CODE, { phone: user.phone, scene: 'reset' }, undefined, attacker);
      expect(res).toMatchObject({ status: 429, code: 'SMS_PHONE_IP_DAILY_LIMIT' });
    }
    const owner = await ctx.call(SEND_CODE, { phone: user.phone, scene: 'reset' }, undefined, freshIp());
    expect(owner.status).toBe(200);
  });

  it('gives the address its slot back when the phone refuses (cooldown), so a double tap costs nothing', async () => {
    const phone = newPhone();
    const ip = freshIp();
    expect((await ctx.call(SEND_CODE, { phone, scene: 'register' }, undefined, ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect(await ctx.call(SEND_CODE, { phone, scene: 'register' }, undefined, ip)).toMatchObject({
        status: 429,
        code: 'SMS_COOLDOWN',
      });
    }
    for (let i = 1; i < SMS_PER_PHONE_SCENE_IP_DAILY.max; i++) {
      await ctx.app.deps.counters.reset(`sms:${phone}`);
      expect((await ctx.call(SEND_CODE, { phone, scene: 'register' }, undefined, ip)).status).toBe(200);
    }
  });

  it('counts an address’s share of a phone on every instance alike', async () => {
    const other = await buildApp({ config: ctx.config, schema: ctx.schema, logger: false });
    try {
      const phone = newPhone();
      const ip = freshIp();
      const sendVia = async (app: typeof other) => {
        await ctx.app.deps.counters.reset(`sms:${phone}`);
        const res = await app.inject({
          method: 'POST',
          url: SEND_CODE,
          payload: { data: { phone, scene: 'register' } },
          remoteAddress: ip,
        });
        return res.json() as { status: number; code?: string };
      };
      const answers = [];
      for (let i = 0; i < SMS_PER_PHONE_SCENE_IP_DAILY.max + 1; i++)
        answers.push(await sendVia(i % 2 ? other : ctx.app));
      expect(answers.map((a) => a.status)).toEqual([...Array(SMS_PER_PHONE_SCENE_IP_DAILY.max).fill(200), 429]);
      expect(answers.at(-1)?.code).toBe('SMS_PHONE_IP_DAILY_LIMIT');
    } finally {
      await other.close();
    }
  });
});
