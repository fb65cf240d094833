import type { TFeature } from '../../plugins/feature.js';
import { newsRoutes } from './news.routes.js';
import { newsAdminRoutes } from './news-admin.routes.js';

/** News (资讯): columns and articles, public reads (DESIGN.md §2) and the console's editing (§A). */
export const newsFeature: TFeature = {
  name: 'news',
  routes: async (app) => {
    await newsRoutes(app);
    await newsAdminRoutes(app);
  },
};
