/**
 * Catalogue data changes rarely: its queries stay fresh for a minute (trees, images and the menu
 * for five). Every catalogue query key starts with 'catalogue', so one invalidation refreshes the lot.
 */
export const CATALOGUE_STALE_MS = 60_000;
