/** The site's settings (DESIGN-OPERATE §A `settings`): one row, id 1, absent until an operator saves. */
export interface SiteSettingsTable {
  id: number;
  site_name: string;
  company_name: string;
  icp: string;
  psb: string;
  hotline: string;
  service_hours: string;
  unpaid_minutes: number;
  after_sales_days: number;
  auto_confirm_days: number;
  updated_at: number;
  /** The admin's username who saved last. */
  updated_by: string;
}

// The tables join the database's one type where db/ cannot see them (db/ imports no feature).
declare module '../../db/schema.js' {
  interface DB {
    site_settings: SiteSettingsTable;
  }
}
