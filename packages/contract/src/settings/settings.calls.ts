import { z } from 'zod';
import { answer, defineCall } from '../common/call.js';
import { zEmpty } from '../common/fields.js';

/**
 * What the storefront shows about the site (footer, navbar, login, guide): the operator's settings
 * (DESIGN-OPERATE §A), read at run time. The web's constants (config/site.ts) are the first paint.
 */
export interface TSiteInfo {
  siteName: string;
  companyName: string;
  /** ICP 备案号, e.g. 沪ICP备20260001号-1. */
  icp: string;
  /** 公安备案号; '' when the site has none. */
  psb: string;
  hotline: string;
  serviceHours: string;
  /** After-sales window in days after receipt (the guide and the after-sales pages say it). */
  afterSalesDays: number;
  /** Minutes an unpaid order waits for payment. */
  unpaidMinutes: number;
  /** Days after shipping an unconfirmed order is received by itself. */
  autoConfirmDays: number;
}

export const ZSiteInfo = z.strictObject({
  siteName: z.string(),
  companyName: z.string(),
  icp: z.string(),
  psb: z.string(),
  hotline: z.string(),
  serviceHours: z.string(),
  afterSalesDays: z.number().int(),
  unpaidMinutes: z.number().int(),
  autoConfirmDays: z.number().int(),
});

/** The public side of the site's settings. */
export const siteCalls = {
  /** The site's name, company, filings, hotline and trade rules; public, kept briefly per process. */
  info: defineCall({
    path: '/right/site/info.json',
    request: zEmpty,
    response: answer<TSiteInfo>()(ZSiteInfo),
    title: '站点信息',
  }),
};
