import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall } from '../../plugins/calls.js';
import * as account from './account.service.js';
import { createAuthCode, exchangeAuthCode } from './auth-code.service.js';
import { revokeToken } from './session.service.js';
import { checkSmsCode, sendSmsCode } from './sms-code.service.js';

const calls = CALLS.account;

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  serveCall(app, calls.login, (data, { req }) => account.loginUser(deps, data, req.ip));
  serveCall(app, CALLS.sellerAccount.login, (data, { req }) => account.loginSeller(deps, data, req.ip));
  serveCall(app, calls.addUser, async (data, { req }) => {
    await account.registerUser(deps, data, req.ip);
    return null;
  });
  serveCall(app, calls.sendCode, (data, { req }) => sendSmsCode(deps, data.phone, data.scene, req.ip));
  serveCall(app, calls.selectUsers, (_data, { userId }) => account.getUserInfo(deps, userId));
  serveCall(app, calls.updateUser, (data, { userId }) => account.updateProfile(deps, userId, data));
  serveCall(app, calls.updateUserPassWord, async (data, { userId }) => {
    await account.changePassword(deps, userId, data);
    return null;
  });
  serveCall(app, calls.selectUserByName, (data, { req }) => account.lookupUserByName(deps, data.username, req.ip));
  serveCall(app, calls.verificationCode, async (data, { req }) => {
    await account.takeIpSlot(deps, 'codeChecksPerIp', req.ip);
    await checkSmsCode(deps, { ...data, consume: false });
    return null;
  });
  serveCall(app, calls.resetPassword, async (data, { req }) => {
    await account.resetPassword(deps, data, req.ip);
    return null;
  });
  serveCall(app, calls.logout, async (_data, { token }) => {
    if (token) await revokeToken(deps.db, token);
    return null;
  });
  serveCall(app, calls.createAuthCode, (_data, { userId }) => createAuthCode(deps, userId));
  serveCall(app, calls.exchangeAuthCode, (data) => exchangeAuthCode(deps, data.code));
  // The seller's own logout: the call needs a live seller token, which it revokes.
  serveCall(app, CALLS.sellerAccount.logout, async (_data, { token }) => {
    if (token) await revokeToken(deps.db, token);
    return null;
  });
  serveCall(app, CALLS.sellerAccount.changePassword, async (data, { sellerId }) => {
    await account.changeSellerPassword(deps, sellerId, data);
    return null;
  });
}
