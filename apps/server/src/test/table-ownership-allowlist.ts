import type { TAllowed } from './table-ownership.js';

/** Why the demo seed may write other features' tables (one reason for every seed entry that writes). */
const SEED_WRITES =
  'the demo seed writes its world at start-up, before any request, in the order its rows depend on ' +
  'each other; it goes around the services on purpose (no payments, no SMS, fixed dates) and runs only behind SEED_DEMO';
/** Why the demo seed may read other features' tables. */
const SEED_READS =
  'the demo seed links its rows to the demo accounts, products and standards seeded before it (ids only)';

/**
 * Every query that names another owner's table (apps/server/src/test/table-ownership.ts), with its
 * reason. `read`: selects and joins only; a write through a `read` entry fails the check, and an
 * entry nothing needs any more fails it too, so this list only shrinks with the code.
 *
 * Not listed, because the check leaves them out: tests, the test harnesses (`test/`, `faults/`) and
 * migrations, which build or inspect rows of every table on purpose.
 */
export const TABLE_OWNERSHIP_ALLOWLIST: readonly TAllowed[] = [
  // Backup and restore report (and restore checks against the manifest) how many orders and users
  // the database holds: counts only, across the whole shop, by the operator's command.
  {
    file: 'db/backup.ts',
    tables: ['orders', 'users'],
    access: 'read',
    reason: 'npm run backup / restore: counts of orders and users in the manifest and in the restore check',
  },
  // Row locks: a no-op update of the owner's row serializes one buyer's / seller's check-then-act writes.
  {
    file: 'db/locks.ts',
    tables: ['users'],
    access: 'write',
    reason: "lockUserRow: `set id = id` takes the buyer's row lock (address, cart, checkout limits); no value changes",
  },
  {
    file: 'features/return-address/return-address.repository.ts',
    tables: ['sellers'],
    access: 'write',
    reason:
      "lockSellerRow: `set id = id` takes the seller's row lock (the address limit and one default); no value changes",
  },

  // Read-only joins: a page or a check shows another owner's names and states in the same paged query
  // (one statement keeps paging, filters and the total consistent).
  {
    file: 'features/after-sales/after-sales.repository.ts',
    tables: ['orders', 'order_items', 'users', 'shops'],
    access: 'read',
    reason:
      "a request's list and detail show its order number and line, filtered and paged in one query; " +
      "the console's appeal queue shows the buyer's and the shop's names",
  },
  {
    file: 'features/cart/cart.repository.ts',
    tables: ['products', 'product_standards', 'shops'],
    access: 'read',
    reason:
      "the cart shows each entry's product, standard, stock and shop; adding checks the standard belongs to the product",
  },
  {
    file: 'features/chat/chat.repository.ts',
    tables: ['shops', 'users'],
    access: 'read',
    reason:
      "a conversation list shows the shop's name and logo or the buyer's nickname beside each conversation, " +
      "paged with its unread count in one query; the console's report queue and the unanswered reminder name them too",
  },
  {
    file: 'features/catalogue/catalogue.repository.ts',
    tables: ['shops'],
    access: 'read',
    reason: "a product list shows the shop's name",
  },
  {
    file: 'features/catalogue/product-admin.repository.ts',
    tables: ['shops'],
    access: 'read',
    reason: "the console's product list shows each product's shop and finds products by the shop's name",
  },
  {
    file: 'features/catalogue/listing.repository.ts',
    tables: ['shops'],
    access: 'read',
    reason: "the product editor's and the console's listing detail show the product's shop name",
  },
  {
    file: 'features/catalogue/portal.repository.ts',
    tables: ['shops', 'users'],
    access: 'read',
    reason: "the recommended shops show their names and products; a community post shows its author's nickname",
  },
  {
    file: 'features/catalogue/product-detail.repository.ts',
    tables: ['shops'],
    access: 'read',
    reason: "a product's detail shows the shop's name and logo",
  },
  {
    file: 'features/coupon/coupon.repository.ts',
    tables: ['shops', 'sys_categories'],
    access: 'read',
    reason: 'an offer shows the shop and the category it applies to',
  },
  {
    file: 'features/freight/freight.repository.ts',
    tables: ['products', 'product_standards', 'shops'],
    access: 'read',
    reason:
      'a freight quote reads the products’ templates and shops of the lines it prices; a template in use is counted',
  },
  {
    file: 'features/order/order.repository.ts',
    tables: ['product_standards', 'products', 'shops', 'sellers'],
    access: 'read',
    reason:
      'an order line snapshots its standard, product and shop when placed (stock is then reserved through the ' +
      "catalogue service); the seller's order list shows the shop and the seller's name",
  },
  {
    file: 'features/member/member.repository.ts',
    tables: ['users'],
    access: 'read',
    reason: "the console's feedback list shows each buyer's name, filtered and paged in one query",
  },
  {
    file: 'features/plan/plan.repository.ts',
    tables: ['users'],
    access: 'read',
    reason: "a plan shows its author's nickname",
  },
  {
    file: 'features/procurement/procurement.repository.ts',
    tables: ['users', 'sys_categories'],
    access: 'read',
    reason: 'a demand shows its buyer and category',
  },
  {
    file: 'features/procurement/procurement-quote.repository.ts',
    tables: ['shops'],
    access: 'read',
    reason: "a quote shows the seller's shop",
  },
  {
    file: 'features/review/review.repository.ts',
    tables: ['orders', 'order_items', 'products', 'users', 'shops'],
    access: 'read',
    reason:
      'a review may be written only for a received line of the buyer’s own order; reviews show the product, ' +
      "the reviewer's nickname and the replying shop (the product's counters move through the catalogue service)",
  },
  {
    file: 'features/seller/seller-apply.repository.ts',
    tables: ['sellers', 'shops'],
    access: 'read',
    reason:
      "the console's seller list searches the login name, phone, shop and the approved application's company " +
      'and contact in one paged statement; suspension and accounts are written through the account service',
  },
  {
    file: 'features/shop/shop.repository.ts',
    tables: ['products'],
    access: 'read',
    reason: "a shop's page lists its products on sale",
  },

  // Demo automation: finds the demo sellers by their fixed usernames.
  {
    file: 'demo/auto-quote.ts',
    tables: ['sellers'],
    access: 'read',
    reason: 'the demo quotes as the demo sellers, found by their fixed usernames',
  },

  // The demo seed (demo/seed/<feature>-seed.ts belongs to its feature; seed.ts, demo-*.ts to the demo).
  { file: 'demo/seed/seed.ts', tables: ['users', 'sellers', 'addresses'], access: 'write', reason: SEED_WRITES },
  { file: 'demo/seed/demo-buyer.ts', tables: ['users', 'addresses'], access: 'read', reason: SEED_READS },
  {
    file: 'demo/seed/seed-once.ts',
    tables: ['counters'],
    access: 'write',
    reason: 'a seeded part is claimed once per database by a never-expiring key in the shared counters table',
  },
  {
    file: 'demo/seed/news-seed.ts',
    tables: ['counters'],
    access: 'write',
    reason: 'the news is claimed once per database by a never-expiring key in the shared counters table',
  },
  {
    file: 'demo/seed/demo-repairs.ts',
    tables: [
      'products',
      'sys_categories',
      'seller_categories',
      'product_standards',
      'coupon_offers',
      'user_coupons',
      'orders',
      'product_reviews',
    ],
    access: 'write',
    reason: `brings a demo database seeded by an earlier build up to today's demo (idempotent); ${SEED_WRITES}`,
  },
  { file: 'demo/seed/demo-repairs.ts', tables: ['sellers', 'users'], access: 'read', reason: SEED_READS },
  {
    file: 'demo/seed/after-sales-seed.ts',
    tables: ['product_standards', 'products', 'sellers', 'order_items'],
    access: 'read',
    reason: SEED_READS,
  },
  {
    file: 'demo/seed/catalogue-seed.ts',
    tables: ['shops', 'nav_resources', 'shop_templates', 'shop_template_entries'],
    access: 'write',
    reason: `the demo shops, their templates and the home navigation are seeded with the products they show; ${SEED_WRITES}`,
  },
  { file: 'demo/seed/catalogue-seed.ts', tables: ['sellers'], access: 'read', reason: SEED_READS },
  {
    file: 'demo/seed/listing-seed.ts',
    tables: ['sellers', 'sys_categories'],
    access: 'read',
    reason: SEED_READS,
  },
  {
    file: 'demo/seed/listing-seed.ts',
    tables: ['files'],
    access: 'write',
    reason: `${SEED_WRITES}; the listings' pictures are recorded as the demo seller's uploads, so the listing service's ownership check runs on them as on any upload`,
  },
  {
    file: 'demo/seed/coupon-seed.ts',
    tables: ['nav_resources'],
    access: 'write',
    reason: `the coupon centre's navigation entry is seeded with the offers; ${SEED_WRITES}`,
  },
  {
    file: 'demo/seed/coupon-seed.ts',
    tables: ['sellers', 'sys_categories', 'product_standards', 'products'],
    access: 'read',
    reason: SEED_READS,
  },
  {
    file: 'demo/seed/freight-seed.ts',
    tables: ['products'],
    access: 'write',
    reason: `the demo products are given the seeded freight templates; ${SEED_WRITES}`,
  },
  { file: 'demo/seed/freight-seed.ts', tables: ['sellers'], access: 'read', reason: SEED_READS },
  { file: 'demo/seed/invoice-seed.ts', tables: ['users'], access: 'read', reason: SEED_READS },
  { file: 'demo/seed/smart-home-seed.ts', tables: ['users'], access: 'read', reason: SEED_READS },
  {
    file: 'demo/seed/chat-seed.ts',
    tables: ['users', 'sellers', 'shops', 'products'],
    access: 'read',
    reason: SEED_READS,
  },
  { file: 'demo/seed/member-seed.ts', tables: ['users', 'products'], access: 'read', reason: SEED_READS },
  { file: 'demo/seed/plan-seed.ts', tables: ['users', 'products'], access: 'read', reason: SEED_READS },
  {
    file: 'demo/seed/procurement-seed.ts',
    tables: ['users'],
    access: 'write',
    reason: `the procurement demo's buyers are seeded with their demands; ${SEED_WRITES}`,
  },
  { file: 'demo/seed/procurement-seed.ts', tables: ['sellers', 'sys_categories'], access: 'read', reason: SEED_READS },
  { file: 'demo/seed/return-address-seed.ts', tables: ['sellers'], access: 'read', reason: SEED_READS },
  {
    file: 'demo/seed/review-seed.ts',
    tables: ['products', 'users', 'orders', 'order_items'],
    access: 'write',
    reason:
      "reviews need received orders: the reviewers, their delivered orders and the products' review counters " +
      `are seeded with the reviews; ${SEED_WRITES}`,
  },
  {
    file: 'demo/seed/review-seed.ts',
    tables: ['product_standards', 'addresses', 'ai_coin_ledger'],
    access: 'read',
    reason: SEED_READS,
  },
];
