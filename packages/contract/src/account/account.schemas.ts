import { z } from 'zod';
import { zPhone, zSmsCode } from '../common/fields.js';
import { isRegionChain, REGION_CHAIN } from '../common/region.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** The login form carries a fixed userType of 2 (spec §5). */
export const LOGIN_USER_TYPE = 2;

/** Letters (any script), digits and underscore, 3–20 characters, not only digits (those look like phone numbers). */
export const zUsername = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N}_]{3,20}$/u, '用户名为3-20位字母、数字、汉字或下划线')
  .refine((v) => !/^\d+$/.test(v), '用户名不能是纯数字');

/** How many of the kinds letters (any script), digits and symbols (anything else) a password uses. */
export function passwordKinds(password: string): number {
  return [/\p{L}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((re) => re.test(password)).length;
}

/**
 * A new password (register, reset, change; DESIGN.md §6): 8–64 characters, at least two of letters,
 * digits and symbols. The common-password list is checked as well, by the server and lazily by the
 * forms (`isCommonPassword` in `@mall/contract/common-passwords`), kept out of this module for size.
 */
export const zPassword = z
  .string()
  .min(PASSWORD_MIN, `密码至少${PASSWORD_MIN}位`)
  .max(PASSWORD_MAX, `密码最多${PASSWORD_MAX}位`)
  .refine((v) => passwordKinds(v) >= 2, '密码须包含字母、数字、符号中的至少两种');

export const ZLogin = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  userType: z.literal(LOGIN_USER_TYPE),
});

export const ZSellerLogin = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});

/** `apply`: the contact phone of a 商家入驻 application (DESIGN-OPERATE §B), any phone, account or not. */
export const SMS_SCENES = ['register', 'reset', 'apply'] as const;
export const ZSmsScene = z.enum(SMS_SCENES);
export type TSmsScene = z.infer<typeof ZSmsScene>;
/** Every scene a code is sent for: the public ones, and `delete` (account deletion, sent to the signed-in buyer's own phone). */
export type TSmsCodeScene = TSmsScene | 'delete';

export const ZSendCode = z.object({ phone: zPhone, scene: ZSmsScene });

export const ZRegister = z.object({
  username: zUsername,
  password: zPassword,
  phone: zPhone,
  code: zSmsCode,
  /** The privacy policy version the buyer agreed to (`PRIVACY_POLICY_VERSION`); the server records it. */
  privacyVersion: z.string().trim().min(1).max(32),
});

/** A one-time sign-in code as `createAuthCode` issues it (base64url, 43 characters). */
export const ZExchangeAuthCode = z.object({
  code: z.string().regex(/^[\w-]{16,128}$/, '授权码格式不正确'),
});

/** What `/order/userInfo/createAuthCode.json` answers: a one-time code and its life in seconds. */
export interface TAuthCode {
  code: string;
  expiresIn: number;
}

export const ZSelectUserByName = z.object({ username: z.string().trim().min(1).max(64) });

export const ZVerificationCode = z.object({ phone: zPhone, code: zSmsCode, scene: ZSmsScene.default('reset') });

export const ZResetPassword = z.object({ phone: zPhone, code: zSmsCode, password: zPassword });

export const ZUpdatePassword = z.object({ oldPassword: z.string().min(1).max(128), newPassword: zPassword });

const zRegionCode = z.string().regex(/^\d{6}$/, '地区编码为6位数字');

export const ZUpdateUser = z
  .object({
    nickname: z.string().trim().min(1, '昵称不能为空').max(20, '昵称最多20个字'),
    icon: z
      .string()
      .max(500)
      .regex(/^(\/files\/[\w./-]+|)$/, '头像须为本站上传的图片'),
    province: zRegionCode.or(z.literal('')),
    city: zRegionCode.or(z.literal('')),
    area: zRegionCode.or(z.literal('')),
  })
  .partial()
  .superRefine((u, ctx) => {
    const sent = [u.province, u.city, u.area].filter((v) => v !== undefined).length;
    if (sent === 0) return;
    if (sent < 3 || !isRegionChain(u.province, u.city, u.area)) {
      ctx.addIssue({ code: 'custom', path: ['area'], message: '省市区不匹配（省、市、区须一起提交）' });
    }
  })
  .meta({ [REGION_CHAIN]: 'partial' });

/** What `/order/userInfo/selectUsers.json` answers: the signed-in buyer's profile. */
export interface TUserInfo {
  userId: number;
  username: string;
  nickname: string;
  phone: string;
  icon: string;
  province: string;
  city: string;
  area: string;
  createdAt: string;
}

/** What `/right/user/selectUserByName.json` answers: enough to confirm the account, never the full phone. */
export interface TUserLookup {
  username: string;
  maskedPhone: string;
}

export interface TSellerSession {
  token: string;
  sellerId: number;
  name: string;
}

export type TLogin = z.infer<typeof ZLogin>;
export type TRegister = z.infer<typeof ZRegister>;
export type TUpdateUser = z.infer<typeof ZUpdateUser>;
