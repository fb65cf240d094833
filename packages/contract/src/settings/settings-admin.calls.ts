import { z } from 'zod';
import { OPERATOR_ONLY } from '../admin/admin.rules.js';
import { answer, defineCall } from '../common/call.js';
import { zEmpty } from '../common/fields.js';
import { type TSiteInfo, ZSiteInfo } from './settings.calls.js';
import {
  AFTER_SALES_DAYS_RANGE,
  AUTO_CONFIRM_DAYS_RANGE,
  HOTLINE_PATTERN,
  SITE_TEXT_MAX,
  UNPAID_MINUTES_RANGE,
} from './settings.rules.js';

const text = (what: string, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(1, `请填写${what}`)
    .max(max, `${what}最多${max}个字`);

const whole = (what: string, unit: string, range: { min: number; max: number }) =>
  z
    .number({ error: `${what}须为整数` })
    .int(`${what}须为整数`)
    .min(range.min, `${what}须在${range.min}-${range.max}${unit}之间`)
    .max(range.max, `${what}须在${range.min}-${range.max}${unit}之间`);

/** The settings an operator saves (every field; 公安备案号 may be left empty). */
export const ZSiteSettingsInput = z.strictObject({
  siteName: text('站点名称', SITE_TEXT_MAX.siteName),
  companyName: text('公司名称', SITE_TEXT_MAX.companyName),
  icp: text('ICP备案号', SITE_TEXT_MAX.icp),
  psb: z.string().trim().max(SITE_TEXT_MAX.psb, `公安备案号最多${SITE_TEXT_MAX.psb}个字`).optional(),
  hotline: z
    .string({ error: '请填写客服电话' })
    .trim()
    .max(SITE_TEXT_MAX.hotline, `客服电话最多${SITE_TEXT_MAX.hotline}个字符`)
    .regex(HOTLINE_PATTERN, '客服电话只能包含数字、空格和 -'),
  serviceHours: text('服务时间', SITE_TEXT_MAX.serviceHours),
  unpaidMinutes: whole('未支付订单保留时长', '分钟', UNPAID_MINUTES_RANGE),
  afterSalesDays: whole('售后期限', '天', AFTER_SALES_DAYS_RANGE),
  autoConfirmDays: whole('自动确认收货天数', '天', AUTO_CONFIRM_DAYS_RANGE),
});
export type TSiteSettingsInput = z.input<typeof ZSiteSettingsInput>;

/** The settings as the console shows them: the site's info, and whether they were ever saved. */
export interface TSiteSettings extends TSiteInfo {
  /** When an operator last saved them; null while the defaults (the server's settings) apply. */
  updatedAt: number | null;
  updatedBy: string;
}

export const ZSiteSettings = ZSiteInfo.extend({ updatedAt: z.number().nullable(), updatedBy: z.string() }).strict();

/** The console's 站点设置 (operators). */
export const adminSettingsCalls = {
  get: defineCall({
    path: '/admin/api/settings/get.json',
    request: zEmpty,
    auth: 'admin',
    roles: OPERATOR_ONLY,
    response: answer<TSiteSettings>()(ZSiteSettings),
    title: '站点设置',
  }),
  /** Saves every setting at once; the storefront shows them at once, new orders take the new times. */
  update: defineCall({
    path: '/admin/api/settings/update.json',
    request: ZSiteSettingsInput,
    auth: 'admin',
    roles: OPERATOR_ONLY,
    audited: true,
    response: answer<TSiteSettings>()(ZSiteSettings),
    title: '保存站点设置',
  }),
};
