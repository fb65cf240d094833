import { AFTER_SALES_DAYS, type TSiteInfo, type TSiteSettings, type TSiteSettingsInput } from '@mall/contract';
import type { Kysely } from 'kysely';
import type { TConfig } from '../../config/env.js';
import type { DB } from '../../db/schema.js';
import * as repo from './settings.repository.js';

/**
 * What the site says about itself until an operator saves the settings: the storefront's first-paint
 * constants (apps/web/src/config/site.ts) say the same.
 */
export const SITE_TEXT_DEFAULTS = {
  siteName: '智联商城',
  companyName: '上海智联物联网科技有限公司',
  icp: '沪ICP备20260001号-1',
  psb: '沪公网安备 31011502026001号',
  hotline: '400-800-8888',
  serviceHours: '周一至周日 9:00-21:00',
} as const;

/** The trade rules the order and after-sales features follow (the settings, else the server's settings). */
export interface TSiteRules {
  /** Minutes a new unpaid order holds its stock. */
  unpaidMinutes: number;
  /** Days after receipt a buyer may apply for after-sales. */
  afterSalesDays: number;
  /** Days after shipping an unconfirmed order is received by itself. */
  autoConfirmDays: number;
}

type TSettingsConfig = Pick<TConfig, 'ORDER_PAY_MINUTES' | 'AUTO_CONFIRM_DAYS'>;

/** The settings as they stand: the saved row, or the defaults (env for the times) while none is saved. */
export async function siteSettings(db: Kysely<DB>, config: TSettingsConfig): Promise<TSiteSettings> {
  const row = await repo.findSiteSettings(db);
  if (!row) {
    return {
      ...SITE_TEXT_DEFAULTS,
      unpaidMinutes: config.ORDER_PAY_MINUTES,
      afterSalesDays: AFTER_SALES_DAYS,
      autoConfirmDays: config.AUTO_CONFIRM_DAYS,
      updatedAt: null,
      updatedBy: '',
    };
  }
  return {
    siteName: row.site_name,
    companyName: row.company_name,
    icp: row.icp,
    psb: row.psb,
    hotline: row.hotline,
    serviceHours: row.service_hours,
    unpaidMinutes: Number(row.unpaid_minutes),
    afterSalesDays: Number(row.after_sales_days),
    autoConfirmDays: Number(row.auto_confirm_days),
    updatedAt: Number(row.updated_at),
    updatedBy: row.updated_by,
  };
}

/** The public part (`/right/site/info.json`). */
export async function siteInfo(db: Kysely<DB>, config: TSettingsConfig): Promise<TSiteInfo> {
  const { updatedAt: _at, updatedBy: _by, ...info } = await siteSettings(db, config);
  return info;
}

/** The trade rules now: new orders, the order sweep and after-sales windows read them here. */
export async function siteRules(db: Kysely<DB>, config: TSettingsConfig): Promise<TSiteRules> {
  const { unpaidMinutes, afterSalesDays, autoConfirmDays } = await siteSettings(db, config);
  return { unpaidMinutes, afterSalesDays, autoConfirmDays };
}

/**
 * Saves every setting (an operator's console write, inside its audited transaction): answers the
 * settings before and after for the audit log. Orders already placed keep the deadline they were given.
 */
export async function updateSiteSettings(
  db: Kysely<DB>,
  config: TSettingsConfig,
  input: TSiteSettingsInput,
  adminName: string,
  now = Date.now(),
): Promise<{ before: TSiteSettings; after: TSiteSettings }> {
  const before = await siteSettings(db, config);
  await repo.saveSiteSettings(db, {
    site_name: input.siteName,
    company_name: input.companyName,
    icp: input.icp,
    psb: input.psb ?? '',
    hotline: input.hotline,
    service_hours: input.serviceHours,
    unpaid_minutes: input.unpaidMinutes,
    after_sales_days: input.afterSalesDays,
    auto_confirm_days: input.autoConfirmDays,
    updated_at: now,
    updated_by: adminName,
  });
  return { before, after: await siteSettings(db, config) };
}
