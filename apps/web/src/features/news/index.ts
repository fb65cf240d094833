/** News' public face (what other features may use); app/ pages reach in directly. */
export { newsDetailPath, newsListPath } from './news-view';
