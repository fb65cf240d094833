import { ADMIN_QUERY_KEY } from '../../../admin';

/** Every console news query key starts here; a write invalidates the lot. */
export const ADMIN_NEWS_KEY = [...ADMIN_QUERY_KEY, 'news'] as const;
