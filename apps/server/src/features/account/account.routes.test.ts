import { PRIVACY_POLICY_VERSION } from '@mall/contract';
import { expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed/seed.js';
import { describeEachDb, freshIp, registerAndLogin } from '../../test/helper.js';

const LOGIN = '/login';
const ADD_USER = '/order/userInfo/addUser.json';
const SEND_CODE = '/right/user/sendCode.json';
const SELECT_USERS = '/order/userInfo/selectUsers.json';
const UPDATE_USER = '/order/userInfo/updateUser.json';
const UPDATE_PASSWORD = '/order/userInfo/updateUserPassWord.json';
const SELECT_BY_NAME = '/right/user/selectUserByName.json';
const VERIFY_CODE = '/right/user/verificationCode.json';
const RESET_PASSWORD = '/right/user/resetPassword.json';
const SELLER_LOGIN = '/seller/api/authorization/login.json';
const LOGOUT = '/order/userInfo/logout.json';

/** What the register form sends along: the privacy policy version the box agreed to. */
const AGREED = { privacyVersion: PRIVACY_POLICY_VERSION };

let phoneSeq = 0;
const newPhone = () => `137${String(process.pid % 10000).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`;

describeEachDb('accounts', (ctx) => {
  async function codeFor(phone: string, scene: 'register' | 'reset' = 'register') {
    const sent = await ctx.call(SEND_CODE, { phone, scene });
    expect(sent.status).toBe(200);
    return ctx.lastCode(phone);
  }

  const login = (username: string, password: string, ip = freshIp()) =>
    ctx.call<string>(LOGIN, { username, password, userType: 2 }, undefined, ip);

  it.each([
    ['11111111', '密码须包含字母、数字、符号中的至少两种'],
    ['abcdefghij', '密码须包含字母、数字、符号中的至少两种'],
    ['password1', '密码过于常见'],
    ['Passw0rd', '密码过于常见'],
    ['qwerty123', '密码过于常见'],
    ['a1', '密码至少8位'],
  ])('refuses the weak password %j with 407 and the reason, on register, reset and change', async (weak, reason) => {
    const user = await registerAndLogin(ctx);
    const phone = newPhone();
    const code = await codeFor(phone);
    const register = await ctx.call(ADD_USER, {
      ...AGREED,
      username: `weak_${phone.slice(-6)}`,
      password: weak,
      phone,
      code,
    });
    expect(register.status).toBe(407);
    expect(register.msg).toContain('data.password');
    expect(register.msg).toContain(reason);
    const reset = await ctx.call(RESET_PASSWORD, { phone: user.phone, code: '123456', password: weak });
    expect(reset).toMatchObject({ status: 407 });
    expect(reset.msg).toContain(reason);
    const change = await ctx.call(
      '/order/userInfo/updateUserPassWord.json',
      { oldPassword: user.password, newPassword: weak },
      user.token,
    );
    expect(change.status).toBe(407);
    expect(change.msg).toContain('data.newPassword');
    expect(change.msg).toContain(reason);
    // Nothing changed: the old password still works, the code was not used up.
    expect((await login(user.username, user.password)).status).toBe(200);
    expect(
      (
        await ctx.call(ADD_USER, {
          ...AGREED,
          username: `ok_${phone.slice(-6)}`,
          password: 'lamp-7-switch',
          phone,
          code,
        })
      ).status,
    ).toBe(200);
  });

  it('registers with the SMS code, logs in and answers the profile', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    expect(ctx.sms.at(-1)?.text).toContain(code);
    const added = await ctx.call(ADD_USER, {
      ...AGREED,
      username: '智联用户_01',
      password: 'lamp-7-switch',
      phone,
      code,
    });
    expect(added).toEqual({ status: 200, msg: '操作成功', data: null });

    const res = await login('智联用户_01', 'lamp-7-switch');
    expect(res.status).toBe(200);
    expect(res.data).toMatch(/^[\w-]{43}$/);
    const info = await ctx.call<{ username: string; phone: string; nickname: string }>(SELECT_USERS, {}, res.data);
    expect(info.status).toBe(200);
    expect(info.data).toMatchObject({ username: '智联用户_01', phone, nickname: '智联用户_01' });
  });

  it('logs in with the phone number too', async () => {
    const user = await registerAndLogin(ctx);
    expect((await login(user.phone, user.password)).status).toBe(200);
  });

  it('refuses a duplicate username with 531 once the code is proved, and keeps the code usable', async () => {
    const user = await registerAndLogin(ctx);
    const phone = newPhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    // Without the phone's code nobody learns that the name is taken.
    const guess = await ctx.call(ADD_USER, {
      ...AGREED,
      username: user.username,
      password: 'lamp-7-switch',
      phone,
      code: wrong,
    });
    expect(guess).toMatchObject({ status: 409, code: 'SMS_CODE_INVALID' });
    const dupName = await ctx.call(ADD_USER, {
      ...AGREED,
      username: user.username,
      password: 'lamp-7-switch',
      phone,
      code,
    });
    expect(dupName).toMatchObject({ status: 531, code: 'USERNAME_TAKEN' });
    // A registered phone with another phone's code: the code does not fit, nothing said about the phone.
    const dupPhone = await ctx.call(ADD_USER, {
      ...AGREED,
      username: 'fresh_name_1',
      password: 'lamp-7-switch',
      phone: user.phone,
      code,
    });
    expect(dupPhone).toMatchObject({ status: 409, code: 'SMS_CODE_INVALID' });
    const ok = await ctx.call(ADD_USER, {
      ...AGREED,
      username: 'fresh_name_1',
      password: 'lamp-7-switch',
      phone,
      code,
    });
    expect(ok.status).toBe(200);
  });

  it('answers code requests alike whether or not the phone has an account (the text tells only its owner)', async () => {
    const user = await registerAndLogin(ctx);
    await ctx.app.deps.counters.reset(`sms:${user.phone}`);
    const fresh = newPhone();
    const forRegistered = await ctx.call(SEND_CODE, { phone: user.phone, scene: 'register' });
    const forFresh = await ctx.call(SEND_CODE, { phone: fresh, scene: 'register' });
    expect(forRegistered).toEqual(forFresh);
    // The registered phone's owner gets a notice, not a code: registering it again cannot succeed.
    const notice = ctx.sms.at(-2);
    expect(notice).toMatchObject({ phone: user.phone, code: '' });
    expect(notice?.text).toContain('已注册');
    // Reset: an unknown phone gets the same answer and no text at all.
    const unknown = newPhone();
    const sent = ctx.sms.length;
    const resetUnknown = await ctx.call(SEND_CODE, { phone: unknown, scene: 'reset' });
    await ctx.app.deps.counters.reset(`sms:${user.phone}`);
    const resetKnown = await ctx.call(SEND_CODE, { phone: user.phone, scene: 'reset' });
    expect(resetUnknown).toEqual(resetKnown);
    expect(ctx.sms.slice(sent).map((m) => m.phone)).toEqual([user.phone]);
    // A reset with a made-up code for the unknown phone reads like any wrong code.
    const reset = await ctx.call(RESET_PASSWORD, { phone: unknown, code: '123456', password: 'lamp-7-switch' });
    expect(reset).toMatchObject({ status: 409, code: 'SMS_CODE_INVALID' });
  });

  it('lets exactly one of many racing registrations of one username through', async () => {
    const phones = Array.from({ length: 8 }, newPhone);
    const codes: string[] = [];
    for (const phone of phones) codes.push(await codeFor(phone));
    const results = await Promise.all(
      phones.map((phone, i) =>
        ctx.call(ADD_USER, {
          ...AGREED,
          username: 'race_name',
          password: 'lamp-7-switch',
          phone,
          code: codes[i],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 531)).toHaveLength(7);
  });

  it('refuses a wrong, reused or exhausted SMS code', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await ctx.call(ADD_USER, {
      ...AGREED,
      username: 'code_user_1',
      password: 'lamp-7-switch',
      phone,
      code: wrong,
    });
    expect(bad).toMatchObject({ status: 409, code: 'SMS_CODE_INVALID' });
    expect(
      (
        await ctx.call(ADD_USER, {
          ...AGREED,
          username: 'code_user_1',
          password: 'lamp-7-switch',
          phone,
          code,
        })
      ).status,
    ).toBe(200);

    // Reuse of a consumed code.
    const phone2 = newPhone();
    const code2 = await codeFor(phone2, 'register');
    await ctx.call(ADD_USER, {
      ...AGREED,
      username: 'code_user_2',
      password: 'lamp-7-switch',
      phone: phone2,
      code: code2,
    });
    const reused = await ctx.call(VERIFY_CODE, { phone: phone2, code: code2, scene: 'register' });
    expect(reused).toMatchObject({ status: 409, code: 'SMS_CODE_INVALID' });

    // Five tries, then even the right code is refused.
    const phone3 = newPhone();
    const code3 = await codeFor(phone3);
    const wrong3 = code3 === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await ctx.call(VERIFY_CODE, { phone: phone3, code: wrong3, scene: 'register' })).status).toBe(409);
    }
    const exhausted = await ctx.call(VERIFY_CODE, { phone: phone3, code: code3, scene: 'register' });
    expect(exhausted).toMatchObject({ status: 409, code: 'SMS_CODE_TRIES_EXHAUSTED' });
  });

  it('refuses an expired SMS code', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    await ctx.app.deps.db
      .updateTable('sms_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('phone', '=', phone)
      .execute();
    const res = await ctx.call(ADD_USER, {
      ...AGREED,
      username: 'late_user',
      password: 'lamp-7-switch',
      phone,
      code,
    });
    expect(res).toMatchObject({ status: 409, code: 'SMS_CODE_INVALID' });
  });

  it('keeps a 60 s cooldown per phone, also under a burst of requests', async () => {
    const phone = newPhone();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => ctx.call(SEND_CODE, { phone, scene: 'register' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(9);
    expect(ctx.sms.filter((m) => m.phone === phone)).toHaveLength(1);
  });

  it('answers 519 to a wrong password or an unknown user', async () => {
    const user = await registerAndLogin(ctx);
    expect(await login(user.username, 'wrong-password')).toMatchObject({ status: 519, code: 'BAD_CREDENTIALS' });
    expect((await login('nobody_here', 'whatever1')).status).toBe(519);
  });

  it('stops an account\u2019s logins from one address after 5 wrong passwords; the owner elsewhere still logs in', async () => {
    const user = await registerAndLogin(ctx);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(user.username, 'wrong-password', attacker)).status).toBe(519);
    const blocked = await login(user.username, user.password, attacker);
    expect(blocked).toMatchObject({ status: 429, code: 'LOGIN_ACCOUNT_THROTTLED' });
    // The owner, from home, is not locked out by the attacker's guesses.
    expect((await login(user.username, user.password, freshIp())).status).toBe(200);
    expect((await login(user.phone, user.password, freshIp())).status).toBe(200);
  });

  it('checks at most 5 of a burst of parallel guesses on one account from one address', async () => {
    const user = await registerAndLogin(ctx);
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 30 }, () => login(user.username, 'wrong-password', ip)));
    expect(results.filter((r) => r.status === 519)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(25);
  });

  it('counts username and phone logins of one account together (no second allowance of guesses)', async () => {
    const user = await registerAndLogin(ctx);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await login(user.username, 'wrong-password', ip)).status).toBe(519);
    for (let i = 0; i < 2; i++) expect((await login(user.phone, 'wrong-password', ip)).status).toBe(519);
    expect((await login(user.phone, 'wrong-password', ip)).status).toBe(429);
    expect((await login(user.username, 'wrong-password', ip)).status).toBe(429);
  });

  it('counts only wrong passwords: a right one clears the account\u2019s count, refused attempts are not counted', async () => {
    const user = await registerAndLogin(ctx);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(user.username, 'wrong-password', ip)).status).toBe(519);
    expect((await login(user.username, user.password, ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(user.username, 'wrong-password', ip)).status).toBe(519);
    for (let i = 0; i < 5; i++) expect((await login(user.username, 'wrong-password', ip)).status).toBe(429);
    // The 429s took nothing of the address's budget of 20: 10 more wrong guesses elsewhere still get checked.
    for (let i = 0; i < 10; i++) expect((await login(`ghost_${i}_${ip}`, 'wrong-password', ip)).status).toBe(519);
  });

  it('throttles an address after 20 failures across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await login(`ghost_${i}`, 'wrong-password', ip)).status).toBe(519);
    expect((await login('ghost_x', 'wrong-password', ip)).status).toBe(429);
    expect((await login('ghost_x', 'wrong-password', freshIp())).status).toBe(519);
  });

  it('gives a successful login its address slot back', async () => {
    const user = await registerAndLogin(ctx);
    const ip = freshIp();
    for (let i = 0; i < 25; i++) expect((await login(user.username, user.password, ip)).status).toBe(200);
  });

  it('limits code requests per address and per phone per day', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await ctx.call(SEND_CODE, { phone: newPhone(), scene: 'register' }, undefined, ip)).status).toBe(200);
    }
    const blocked = await ctx.call(SEND_CODE, { phone: newPhone(), scene: 'register' }, undefined, ip);
    expect(blocked).toMatchObject({ status: 429, code: 'SMS_IP_THROTTLED' });

    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      expect((await ctx.call(SEND_CODE, { phone, scene: 'register' })).status).toBe(200);
      await ctx.app.deps.counters.reset(`sms:${phone}`); // let the 60 s cooldown pass
    }
    const daily = await ctx.call(SEND_CODE, { phone, scene: 'register' });
    expect(daily).toMatchObject({ status: 429, code: 'SMS_DAILY_LIMIT' });
  });

  it('limits account lookups and code checks per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await ctx.call(SELECT_BY_NAME, { username: `nobody_${i}` }, undefined, ip)).status).toBe(404);
    }
    expect((await ctx.call(SELECT_BY_NAME, { username: 'nobody_x' }, undefined, ip)).status).toBe(429);

    const checks = await Promise.all(
      Array.from({ length: 40 }, () => ctx.call(VERIFY_CODE, { phone: newPhone(), code: '123456' }, undefined, ip)),
    );
    expect(checks.filter((r) => r.status === 409)).toHaveLength(30);
    expect(checks.filter((r) => r.status === 429)).toHaveLength(10);
    expect(
      (
        await ctx.call(
          ADD_USER,
          { ...AGREED, username: 'late_one', password: 'lamp-7-switch', phone: newPhone(), code: '123456' },
          undefined,
          ip,
        )
      ).status,
    ).toBe(429);
  });

  it('limits wrong original passwords, so a stolen token cannot guess the password', async () => {
    const user = await registerAndLogin(ctx);
    for (let i = 0; i < 5; i++) {
      expect(
        (await ctx.call(UPDATE_PASSWORD, { oldPassword: `guess-${i}-xx`, newPassword: 'brand-new-1' }, user.token))
          .status,
      ).toBe(521);
    }
    const blocked = await ctx.call(
      UPDATE_PASSWORD,
      { oldPassword: user.password, newPassword: 'brand-new-1' },
      user.token,
    );
    expect(blocked).toMatchObject({ status: 429, code: 'ACCOUNT_TRIES_THROTTLED' });
  });

  it('answers 528 without a token, with a garbage token and after logout', async () => {
    expect((await ctx.call(SELECT_USERS, {})).status).toBe(528);
    expect((await ctx.call(SELECT_USERS, {}, 'not-a-token')).status).toBe(528);
    expect((await ctx.call(SELECT_USERS, {}, 'x'.repeat(5000))).status).toBe(528);
    const user = await registerAndLogin(ctx);
    expect((await ctx.call(LOGOUT, {}, user.token)).status).toBe(200);
    expect((await ctx.call(SELECT_USERS, {}, user.token)).status).toBe(528);
  });

  it('answers 528 for an expired token', async () => {
    const user = await registerAndLogin(ctx);
    await ctx.app.deps.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect((await ctx.call(SELECT_USERS, {}, user.token)).status).toBe(528);
  });

  it('updates nickname and a region chain, and refuses codes that do not belong together', async () => {
    const user = await registerAndLogin(ctx);
    const ok = await ctx.call(
      UPDATE_USER,
      { nickname: '小智 🏠', province: '440000', city: '440300', area: '440305' },
      user.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ nickname: '小智 🏠', province: '440000', city: '440300', area: '440305' });
    const mismatched = await ctx.call(UPDATE_USER, { province: '110000', city: '440300', area: '440305' }, user.token);
    expect(mismatched.status).toBe(407);
    expect(mismatched.msg).toContain('data.area');
    const unknown = await ctx.call(UPDATE_USER, { province: '999999', city: '', area: '' }, user.token);
    expect(unknown.status).toBe(407);
    const tooLong = await ctx.call(UPDATE_USER, { nickname: '长'.repeat(21) }, user.token);
    expect(tooLong.status).toBe(407);
    expect(tooLong.msg).toContain('data.nickname');
    const foreignIcon = await ctx.call(UPDATE_USER, { icon: '/files/2026/01/someone-else.png' }, user.token);
    expect(foreignIcon).toMatchObject({ status: 404, code: 'UPLOAD_NOT_OWNED', field: 'icon' });
    const info = await ctx.call<{ nickname: string; province: string }>(SELECT_USERS, {}, user.token);
    expect(info.data).toMatchObject({ nickname: '小智 🏠', province: '440000' });
  });

  it('changes the password: 521 for a wrong original, then every token of the user is revoked', async () => {
    const user = await registerAndLogin(ctx);
    const second = (await login(user.username, user.password)).data;
    const wrong = await ctx.call(
      UPDATE_PASSWORD,
      { oldPassword: 'not-mine-1', newPassword: 'brand-new-1' },
      user.token,
    );
    expect(wrong).toMatchObject({ status: 521, code: 'WRONG_OLD_PASSWORD' });
    const short = await ctx.call(UPDATE_PASSWORD, { oldPassword: user.password, newPassword: 'short' }, user.token);
    expect(short.status).toBe(407);
    expect(short.msg).toContain('data.newPassword');
    const ok = await ctx.call(UPDATE_PASSWORD, { oldPassword: user.password, newPassword: 'brand-new-1' }, user.token);
    expect(ok.status).toBe(200);
    expect((await ctx.call(SELECT_USERS, {}, user.token)).status).toBe(528);
    expect((await ctx.call(SELECT_USERS, {}, second)).status).toBe(528);
    expect((await login(user.username, user.password)).status).toBe(519);
    expect((await login(user.username, 'brand-new-1')).status).toBe(200);
  });

  it('finds a password back: lookup by name, code check, reset, old tokens revoked', async () => {
    const user = await registerAndLogin(ctx);
    const lookup = await ctx.call(SELECT_BY_NAME, { username: user.username });
    // The name is no secret: the answer is the phone's tail only, never most of the phone.
    expect(lookup.data).toEqual({ username: user.username, maskedPhone: `*******${user.phone.slice(7)}` });
    expect((await ctx.call(SELECT_BY_NAME, { username: 'nobody_at_all' })).status).toBe(404);

    // The registration code went out less than 60 s ago: let the cooldown pass.
    await ctx.app.deps.counters.reset(`sms:${user.phone}`);
    const code = await codeFor(user.phone, 'reset');
    expect((await ctx.call(VERIFY_CODE, { phone: user.phone, code, scene: 'reset' })).status).toBe(200);
    expect((await ctx.call(RESET_PASSWORD, { phone: user.phone, code, password: 'reset-pass-9' })).status).toBe(200);
    expect((await ctx.call(SELECT_USERS, {}, user.token)).status).toBe(528);
    expect((await login(user.username, 'reset-pass-9')).status).toBe(200);
  });

  it('logs a seller in with a seller token that never passes a buyer check', async () => {
    await seedDemo(ctx.app.deps);
    const seller = await ctx.call<{ token: string; name: string }>(
      SELLER_LOGIN,
      { username: 'seller01', password: 'seller12345' },
      undefined,
      freshIp(),
    );
    expect(seller.status).toBe(200);
    expect(seller.data.name).toBe('极光智能旗舰店');
    expect((await ctx.call(SELECT_USERS, {}, seller.data.token)).status).toBe(528);
    const buyer = await registerAndLogin(ctx);
    const asSeller = await ctx.call(
      SELLER_LOGIN,
      { username: buyer.username, password: buyer.password },
      undefined,
      freshIp(),
    );
    expect(asSeller.status).toBe(519);
    const demo = await login('demo', 'demo12345');
    expect(demo.status).toBe(200);
  });

  it.each([
    ['no data at all', LOGIN, undefined, 'data'],
    ['a missing field', LOGIN, { username: 'a', userType: 2 }, 'data.password'],
    ['a wrong userType', LOGIN, { username: 'a', password: 'b', userType: 1 }, 'data.userType'],
    [
      'a number for a string',
      ADD_USER,
      { ...AGREED, username: 12345, password: 'lamp-7-switch', phone: '13800000000', code: '123456' },
      'data.username',
    ],
    [
      'an oversized username',
      ADD_USER,
      { ...AGREED, username: 'u'.repeat(5000), password: 'lamp-7-switch', phone: '13800000000', code: '123456' },
      'data.username',
    ],
    [
      'a short password',
      ADD_USER,
      { ...AGREED, username: 'okname', password: 'short', phone: '13800000000', code: '123456' },
      'data.password',
    ],
    [
      'a digits-only username',
      ADD_USER,
      { ...AGREED, username: '123456', password: 'lamp-7-switch', phone: '13800000000', code: '123456' },
      'data.username',
    ],
    ['a non-mainland phone', SEND_CODE, { phone: '+1 555 0100', scene: 'register' }, 'data.phone'],
    ['an unknown scene', SEND_CODE, { phone: '13800000000', scene: 'login' }, 'data.scene'],
    ['a letter code', VERIFY_CODE, { phone: '13800000000', code: 'abcdef' }, 'data.code'],
    ['an array payload', SELECT_BY_NAME, ['x'], 'data'],
  ])('answers 407 naming the field for %s', async (_label, path, data, field) => {
    const res = await ctx.call(path, data);
    expect(res.status).toBe(407);
    expect(res.msg).toContain(field);
  });

  it('explains a bad payload in Chinese', async () => {
    const res = await ctx.call(LOGIN, { username: 'a', password: 'b', userType: 1 });
    expect(res.msg).toBe('参数解析失败：data.userType 无效输入：期望 2');
  });

  it('accepts unicode usernames and passwords, and compares them exactly', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    const added = await ctx.call(ADD_USER, {
      ...AGREED,
      username: '物联网玩家',
      password: '密码🔒很安全的12',
      phone,
      code,
    });
    expect(added.status).toBe(200);
    expect((await login('物联网玩家', '密码🔒很安全的12')).status).toBe(200);
    expect((await login('物联网玩家', '密码🔒很安全的1')).status).toBe(519);
  });
});

describeEachDb(
  'accounts with CODE_CHECKS_PER_IP=3',
  (ctx) => {
    it('takes the code checks per address from the setting', async () => {
      const ip = freshIp();
      const checks = await Promise.all(
        Array.from({ length: 5 }, () => ctx.call(VERIFY_CODE, { phone: newPhone(), code: '123456' }, undefined, ip)),
      );
      expect(checks.filter((r) => r.status === 409)).toHaveLength(3);
      expect(checks.filter((r) => r.status === 429)).toHaveLength(2);
    });
  },
  { CODE_CHECKS_PER_IP: '3' },
);
