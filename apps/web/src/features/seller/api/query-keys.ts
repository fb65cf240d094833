/** Every workbench query key starts here; signing out of the workbench removes the lot. */
export const SELLER_QUERY_KEY = ['seller'] as const;
