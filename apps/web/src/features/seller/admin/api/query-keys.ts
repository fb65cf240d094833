import { ADMIN_QUERY_KEY } from '../../../admin/api/query-keys';

/** Every console query about sellers starts here: a decision or a suspension reloads the lot. */
export const ADMIN_SELLER_QUERY_KEY = [...ADMIN_QUERY_KEY, 'seller'] as const;
