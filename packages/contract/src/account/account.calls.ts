import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
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

/** The buyer's profile (TUserInfo): the phone masked, `createdAt` a China date-time text. */
export const ZUserInfo = z.strictObject({
  userId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string(),
  icon: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  createdAt: z.string(),
});

export const accountCalls = {
  login: defineCall({
    path: '/login',
    request: ZLogin,
    response: answer<string>()(z.string().min(1)),
    title: '账号密码登录',
  }),
  selectUsers: defineCall({
    path: '/order/userInfo/selectUsers.json',
    request: zEmpty,
    auth: 'user',
    response: answer<TUserInfo>()(ZUserInfo),
    title: '获取用户信息',
  }),
  addUser: defineCall({
    path: '/order/userInfo/addUser.json',
    request: ZRegister,
    response: answer<null>()(z.null()),
    title: '注册',
  }),
  updateUser: defineCall({
    path: '/order/userInfo/updateUser.json',
    request: ZUpdateUser,
    auth: 'user',
    response: answer<TUserInfo>()(ZUserInfo),
    title: '修改个人信息',
  }),
  selectUserByName: defineCall({
    path: '/right/user/selectUserByName.json',
    request: ZSelectUserByName,
    response: answer<TUserLookup>()(z.strictObject({ username: z.string(), maskedPhone: z.string() })),
    title: '按用户名查找账号',
  }),
  verificationCode: defineCall({
    path: '/right/user/verificationCode.json',
    request: ZVerificationCode,
    response: answer<null>()(z.null()),
    title: '校验短信验证码',
  }),
  resetPassword: defineCall({
    path: '/right/user/resetPassword.json',
    request: ZResetPassword,
    response: answer<null>()(z.null()),
    title: '重置密码',
  }),
  updateUserPassWord: defineCall({
    path: '/order/userInfo/updateUserPassWord.json',
    request: ZUpdatePassword,
    auth: 'user',
    response: answer<null>()(z.null()),
    title: '修改密码',
  }),
  sendCode: defineCall({
    path: '/right/user/sendCode.json',
    request: ZSendCode,
    response: answer<{ cooldownSeconds: number }>()(z.strictObject({ cooldownSeconds: z.number().int().min(0) })),
    title: '发送短信验证码',
  }),
  /** Not in the spec's list: DESIGN.md §2 revokes tokens on logout, so logout is a call. */
  logout: defineCall({
    path: '/order/userInfo/logout.json',
    request: zEmpty,
    auth: 'user',
    response: answer<null>()(z.null()),
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
    response: answer<TAuthCode>()(z.strictObject({ code: z.string(), expiresIn: z.number().int().min(0) })),
    title: '生成一次性登录授权码',
  }),
  /** Exchanges a one-time code for a token, once (409 `AUTH_CODE_INVALID` when unknown, used or expired). */
  exchangeAuthCode: defineCall({
    path: '/right/user/exchangeAuthCode.json',
    request: ZExchangeAuthCode,
    response: answer<string>()(z.string().min(1)),
    title: '用授权码登录',
  }),
};
