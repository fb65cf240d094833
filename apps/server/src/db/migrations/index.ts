import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as m2026112101 from './2026112101_accounts.js';
import * as m2026112102 from './2026112102_catalogue.js';
import * as m2026112103 from './2026112103_buying.js';
import * as m2026112201 from './2026112201_client_errors.js';
import * as m2026112301 from './2026112301_payment_notifies.js';
import * as m2026112601 from './2026112601_product_in_stock.js';
import * as m2026120101 from './2026120101_reviews_uploads.js';
import * as m2026120201 from './2026120201_after_sales.js';
import * as m2026120301 from './2026120301_procurement.js';
import * as m2026120401 from './2026120401_news.js';
import * as m2026120501 from './2026120501_plans.js';
import * as m2026120502 from './2026120502_coupons.js';
import * as m2026120503 from './2026120503_member.js';
import * as m2026120601 from './2026120601_seller_workbench.js';
import * as m2026120701 from './2026120701_seller_coupons.js';
import * as m2026120801 from './2026120801_content_views.js';
import * as m2026120802 from './2026120802_quote_trust.js';
import * as m2026120803 from './2026120803_account_trust.js';
import * as m2026120804 from './2026120804_purchase_limit.js';
import * as m2026120805 from './2026120805_privacy.js';
import * as m2026120901 from './2026120901_return_addresses.js';
import * as m2026120902 from './2026120902_invoices.js';
import * as m2026120903 from './2026120903_freight.js';
import * as m2026121001 from './2026121001_admin_console.js';
import * as m2026121002 from './2026121002_catalogue_admin.js';
import * as m2026121003 from './2026121003_seller_applications.js';
import * as m2026121004 from './2026121004_moderation.js';
import * as m2026121005 from './2026121005_storefront_admin.js';
import * as m2026121006 from './2026121006_site_settings.js';
import * as m2026121101 from './2026121101_listings.js';
import * as m2026121201 from './2026121201_payment_channels.js';
import * as m2026121202 from './2026121202_logistics_fetch.js';
import * as m2026121301 from './2026121301_chat.js';
import * as m2026121401 from './2026121401_smart_homes.js';
import * as m2026121402 from './2026121402_product_sort_indexes.js';
import * as m2026121501 from './2026121501_catalogue_versions.js';
import * as m2026121601 from './2026121601_listing_version.js';
import * as m2026121701 from './2026121701_search_gram_in_title.js';

type Dialect = 'sqlite' | 'postgres';
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
type MigrationModule = { up(db: Kysely<any>, dialect: Dialect): Promise<void> };

/** Every migration in order. Add new ones at the end with a later timestamp. */
const MIGRATIONS: Record<string, MigrationModule> = {
  '2026112101_accounts': m2026112101,
  '2026112102_catalogue': m2026112102,
  '2026112103_buying': m2026112103,
  '2026112201_client_errors': m2026112201,
  '2026112301_payment_notifies': m2026112301,
  '2026112601_product_in_stock': m2026112601,
  '2026120101_reviews_uploads': m2026120101,
  '2026120201_after_sales': m2026120201,
  '2026120301_procurement': m2026120301,
  '2026120401_news': m2026120401,
  '2026120501_plans': m2026120501,
  '2026120502_coupons': m2026120502,
  '2026120503_member': m2026120503,
  '2026120601_seller_workbench': m2026120601,
  '2026120701_seller_coupons': m2026120701,
  '2026120801_content_views': m2026120801,
  '2026120802_quote_trust': m2026120802,
  '2026120803_account_trust': m2026120803,
  '2026120804_purchase_limit': m2026120804,
  '2026120805_privacy': m2026120805,
  '2026120901_return_addresses': m2026120901,
  '2026120902_invoices': m2026120902,
  '2026120903_freight': m2026120903,
  '2026121001_admin_console': m2026121001,
  '2026121002_catalogue_admin': m2026121002,
  '2026121003_seller_applications': m2026121003,
  '2026121005_storefront_admin': m2026121005,
  '2026121004_moderation': m2026121004,
  '2026121006_site_settings': m2026121006,
  '2026121101_listings': m2026121101,
  '2026121201_payment_channels': m2026121201,
  '2026121202_logistics_fetch': m2026121202,
  '2026121301_chat': m2026121301,
  '2026121401_smart_homes': m2026121401,
  '2026121402_product_sort_indexes': m2026121402,
  '2026121501_catalogue_versions': m2026121501,
  '2026121601_listing_version': m2026121601,
  '2026121701_search_gram_in_title': m2026121701,
};

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      return Object.fromEntries(
        Object.entries(MIGRATIONS).map(([name, mod]): [string, Migration] => [
          name,
          { up: (db) => mod.up(db, dialect) },
        ]),
      );
    },
  };
}
