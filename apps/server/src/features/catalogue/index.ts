import { OPERATOR_ONLY } from '@mall/contract';
import type { TFeature } from '../../plugins/feature.js';
import { cataloguePersonalData } from './catalogue.personal-data.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { homeAdminRoutes } from './home-admin.routes.js';
import { homePicture, listPicture, productPicture } from './portal.service.js';
import { countPendingProducts } from './product-admin.service.js';
import { warmSegmenter } from './search-words.js';

/** Where catalogue images live, for the image feature. */
export { catalogueImageDir, catalogueImagePath } from './catalogue-images.js';

export const catalogueFeature: TFeature = {
  name: 'catalogue',
  routes: async (app) => {
    await catalogueRoutes(app);
    await homeAdminRoutes(app);
  },
  // A server loads the search dictionary before it listens, so no shopper's search waits for it
  // (~0.4 s of one core); tests' apps never start, and load it only if a query needs it.
  start: async () => warmSegmenter(),
  personalData: cataloguePersonalData,
  consoleQueues: [
    {
      key: 'productReview',
      title: '待审核商品',
      path: '/admin/product',
      roles: OPERATOR_ONLY,
      count: (db) => countPendingProducts(db),
    },
  ],
  pagePictures: {
    '/': { shape: 'banner', address: (app) => homePicture(app.deps.db) },
    '/product': { shape: 'card', address: (app, query) => listPicture(app.deps.db, query) },
    '/product/detail': {
      shape: 'square',
      address: (app, query) => productPicture(app.deps.db, Number(query.get('id'))),
    },
  },
};
