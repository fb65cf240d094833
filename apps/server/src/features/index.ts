import type { TFeature } from '../plugins/feature.js';
import { accountFeature } from './account/index.js';
import { addressFeature } from './address/index.js';
import { adminFeature } from './admin/index.js';
import { afterSalesFeature } from './after-sales/index.js';
import { aiCoinFeature } from './ai-coin/index.js';
import { apiDocsFeature } from './api-docs/index.js';
import { cartFeature } from './cart/index.js';
import { catalogueFeature } from './catalogue/index.js';
import { chatFeature } from './chat/index.js';
import { clientLogFeature } from './client-log/index.js';
import { couponFeature } from './coupon/index.js';
import { dashboardFeature } from './dashboard/index.js';
import { freightFeature } from './freight/index.js';
import { healthFeature } from './health/index.js';
import { imageFeature } from './image/index.js';
import { invoiceFeature } from './invoice/index.js';
import { memberFeature } from './member/index.js';
import { messageFeature } from './message/index.js';
import { moderationFeature } from './moderation/index.js';
import { navigationFeature } from './navigation/index.js';
import { newsFeature } from './news/index.js';
import { orderFeature } from './order/index.js';
import { paymentFeature } from './payment/index.js';
import { planFeature } from './plan/index.js';
import { privacyFeature } from './privacy/index.js';
import { procurementFeature } from './procurement/index.js';
import { returnAddressFeature } from './return-address/index.js';
import { reviewFeature } from './review/index.js';
import { sellerFeature } from './seller/index.js';
import { settingsFeature } from './settings/index.js';
import { shopFeature } from './shop/index.js';
import { smartHomeFeature } from './smart-home/index.js';
import { uploadFeature } from './upload/index.js';

/**
 * Every domain of the shop, in registration order: app.ts registers their routes, server.ts starts
 * their jobs. A new domain adds its folder (with an `index.ts` exporting its TFeature) and one line here.
 */
export const FEATURES: readonly TFeature[] = [
  healthFeature,
  accountFeature,
  uploadFeature,
  imageFeature,
  catalogueFeature,
  reviewFeature,
  shopFeature,
  navigationFeature,
  addressFeature,
  smartHomeFeature,
  invoiceFeature,
  cartFeature,
  orderFeature,
  paymentFeature,
  afterSalesFeature,
  returnAddressFeature,
  procurementFeature,
  newsFeature,
  messageFeature,
  chatFeature,
  memberFeature,
  planFeature,
  couponFeature,
  freightFeature,
  sellerFeature,
  settingsFeature,
  adminFeature,
  moderationFeature,
  dashboardFeature,
  aiCoinFeature,
  privacyFeature,
  clientLogFeature,
  apiDocsFeature,
];
