import type { TSiteInfo } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { COMPANY_NAME, HOTLINE, ICP_FILING, POLICE_FILING, SERVICE_HOURS, SITE_TITLE } from '../config/site';
import { request } from './request';

/**
 * The first paint's site info: the constants of config/site.ts (and the server's defaults for the
 * trade rules), shown until the operator's settings arrive, so no first screen waits for them.
 */
export const SITE_INFO_DEFAULTS: TSiteInfo = {
  siteName: SITE_TITLE,
  companyName: COMPANY_NAME,
  icp: ICP_FILING,
  psb: POLICE_FILING,
  hotline: HOTLINE,
  serviceHours: SERVICE_HOURS,
  afterSalesDays: 15,
  unpaidMinutes: 15,
  autoConfirmDays: 10,
};

/** The operator's site settings (`/right/site/info.json`), read once per visit; silent when it fails. */
export function getSiteInfoQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'info'],
    queryFn: () => request(CALLS.site.info, {}, { isSilent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** The site's name, company, filings, hotline and trade rules: the defaults until the settings arrive. */
export function useSiteInfo(): TSiteInfo {
  return useQuery(getSiteInfoQueryOptions()).data ?? SITE_INFO_DEFAULTS;
}
