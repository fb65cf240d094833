import { defineCall, res } from '../common/call.js';
import { zEmpty } from '../common/fields.js';
import {
  type TAuthCode,
  type TUserInfo,
  type TUserLookup,
  ZExchangeAuthCode,
  ZLogin,
  ZRegister,
  ZResetPassword,
  ZSelectUserByName,
  ZSendCode,
  ZUpdatePassword,
  ZUpdateUser,
  ZVerificationCode,
} from './account.schemas.js';

export const accountCalls = {
  login: defineCall({ path: '/login', request: ZLogin, response: res<string>(), title: '账号密码登录' }),
  selectUsers: defineCall({
    path: '/order/userInfo/selectUsers.json',
    request: zEmpty,
    auth: 'user',
    response: res<TUserInfo>(),
    title: '获取用户信息',
  }),
  addUser: defineCall({
    path: '/order/userInfo/addUser.json',
    request: ZRegister,
    response: res<null>(),
    title: '注册',
  }),
  updateUser: defineCall({
    path: '/order/userInfo/updateUser.json',
    request: ZUpdateUser,
    auth: 'user',
    response: res<TUserInfo>(),
    title: '修改个人信息',
  }),
  selectUserByName: defineCall({
    path: '/right/user/selectUserByName.json',
    request: ZSelectUserByName,
    response: res<TUserLookup>(),
    title: '按用户名查找账号',
  }),
  verificationCode: defineCall({
    path: '/right/user/verificationCode.json',
    request: ZVerificationCode,
    response: res<null>(),
    title: '校验短信验证码',
  }),
  resetPassword: defineCall({
    path: '/right/user/resetPassword.json',
    request: ZResetPassword,
    response: res<null>(),
    title: '重置密码',
  }),
  updateUserPassWord: defineCall({
    path: '/order/userInfo/updateUserPassWord.json',
    request: ZUpdatePassword,
    auth: 'user',
    response: res<null>(),
    title: '修改密码',
  }),
  sendCode: defineCall({
    path: '/right/user/sendCode.json',
    request: ZSendCode,
    response: res<{ cooldownSeconds: number }>(),
    title: '发送短信验证码',
  }),
  /** Not in the spec's list: DESIGN.md §2 revokes tokens on logout, so logout is a call. */
  logout: defineCall({
    path: '/order/userInfo/logout.json',
    request: zEmpty,
    auth: 'user',
    response: res<null>(),
    title: '退出登录',
  }),
  /**
   * Signing in from another page (DESIGN-OPERATE §G): a signed-in buyer's one-time code, single use,
   * for `/auth?code=…`. A token never travels in a URL.
   */
  createAuthCode: defineCall({
    path: '/order/userInfo/createAuthCode.json',
    request: zEmpty,
    auth: 'user',
    response: res<TAuthCode>(),
    title: '生成一次性登录授权码',
  }),
  /** Exchanges a one-time code for a token, once (409 `AUTH_CODE_INVALID` when unknown, used or expired). */
  exchangeAuthCode: defineCall({
    path: '/right/user/exchangeAuthCode.json',
    request: ZExchangeAuthCode,
    response: res<string>(),
    title: '用授权码登录',
  }),
};
