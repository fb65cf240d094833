import { ADMIN_QUERY_KEY } from '../../../admin';

/** The console's catalogue queries (under the console's key: signing out removes them). */
export const ADMIN_CATEGORY_KEY = [...ADMIN_QUERY_KEY, 'catalogue', 'category'] as const;
export const ADMIN_PRODUCT_KEY = [...ADMIN_QUERY_KEY, 'catalogue', 'product'] as const;
