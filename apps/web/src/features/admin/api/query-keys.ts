/** Every console query key starts here; signing out of the console removes the lot. */
export const ADMIN_QUERY_KEY = ['admin'] as const;
