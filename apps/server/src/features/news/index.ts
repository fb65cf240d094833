import type { TFeature } from '../../plugins/feature.js';
import { newsRoutes } from './news.routes.js';

/** News (资讯): columns and articles, public reads (DESIGN.md §2). */
export const newsFeature: TFeature = { name: 'news', routes: newsRoutes };
