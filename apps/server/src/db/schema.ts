import type { SellersTable, SessionsTable, SmsCodesTable, UsersTable } from '../features/account/account.table.js';
import type { AddressesTable } from '../features/address/address.table.js';
import type { AiCoinAccountsTable, AiCoinLedgerTable } from '../features/ai-coin/ai-coin.table.js';
import type { CartItemsTable } from '../features/cart/cart.table.js';
import type {
  CommunityPostsTable,
  PortalItemsTable,
  ProductFilesTable,
  ProductSearchGramsTable,
  ProductStandardsTable,
  ProductsTable,
  RichTextsTable,
  SellerCategoriesTable,
  SysCategoriesTable,
} from '../features/catalogue/catalogue.table.js';
import type { ClientErrorsTable } from '../features/client-log/client-log.table.js';
import type { NavResourcesTable } from '../features/navigation/navigation.table.js';
import type { OrderItemsTable, OrdersTable } from '../features/order/order.table.js';
import type { PaymentsTable } from '../features/payment/payment.table.js';
import type { ShopsTable, ShopTemplateEntriesTable, ShopTemplatesTable } from '../features/shop/shop.table.js';
import type { FilesTable } from '../features/upload/upload.table.js';

/** Shared counters for rate limits when no Redis is configured. */
export interface CountersTable {
  key: string;
  count: number;
  expires_at: number;
}

export interface DB {
  users: UsersTable;
  sellers: SellersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  counters: CountersTable;
  files: FilesTable;
  sys_categories: SysCategoriesTable;
  seller_categories: SellerCategoriesTable;
  shops: ShopsTable;
  shop_templates: ShopTemplatesTable;
  shop_template_entries: ShopTemplateEntriesTable;
  products: ProductsTable;
  product_standards: ProductStandardsTable;
  product_files: ProductFilesTable;
  rich_texts: RichTextsTable;
  product_search_grams: ProductSearchGramsTable;
  portal_items: PortalItemsTable;
  nav_resources: NavResourcesTable;
  community_posts: CommunityPostsTable;
  addresses: AddressesTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  ai_coin_accounts: AiCoinAccountsTable;
  ai_coin_ledger: AiCoinLedgerTable;
  client_errors: ClientErrorsTable;
}
