import { ALL_CALLS, STATUS } from '@mall/contract';
import { beforeAll, expect, it } from 'vitest';
import { addSeller } from '../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../test/helper.js';

/**
 * The credential matrix of every call (DESIGN.md §6: buyer and seller roles never mix): a call that
 * needs a buyer answers 528 without a token, with a seller's token and with a revoked one; a call that
 * needs a seller answers 528 to a buyer's token. New calls join by being in the contract. (Uploads are
 * multipart and have their own tests; each feature's own tests hold that another user's object is 404.)
 */
describeEachDb('credentials of every call', (ctx) => {
  let buyerToken = '';
  let sellerToken = '';
  let revokedToken = '';

  beforeAll(async () => {
    buyerToken = (await registerAndLogin(ctx, 'cred')).token;
    const revoked = await registerAndLogin(ctx, 'gone');
    await ctx.call('/order/userInfo/logout.json', {}, revoked.token);
    revokedToken = revoked.token;
    sellerToken = await (await addSeller(ctx, [{ title: '凭证测试网关', standards: [[9900, 5]] }])).login();
  });

  it('refuses a buyer call to a guest, a seller and a revoked token, and a seller call to a buyer', async () => {
    const wrong: string[] = [];
    for (const call of ALL_CALLS.filter((c) => c.kind !== 'upload' && c.auth !== 'none')) {
      const attempts = call.auth === 'user' ? [undefined, sellerToken, revokedToken] : [undefined, buyerToken];
      for (const token of attempts) {
        const answer = await ctx.call(call.path, {}, token);
        if (answer.status !== STATUS.NOT_LOGGED_IN)
          wrong.push(`${call.path} with ${token ?? 'no token'}: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
