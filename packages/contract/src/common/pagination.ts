import './zod-locale.js';
import { z } from 'zod';

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const ORDER_PAGE_SIZE = 5;
export const POOL_COMMENT_PAGE_SIZE = 5;
export const MAX_LIMIT = 100;

export const zPage = z.number().int().min(1).max(100000).default(DEFAULT_PAGE);
export const zLimit = (fallback = DEFAULT_LIMIT) => z.number().int().min(1).max(MAX_LIMIT).default(fallback);

/** `page`/`limit` paging, the default of most lists. */
export const ZPageQuery = z.object({ page: zPage, limit: zLimit() });
export type TPageQuery = z.infer<typeof ZPageQuery>;

export interface TPaged<T> {
  list: T[];
  total: number;
}
