/** Query keys of the member corner; a favourite change refreshes everything under `favorite`. */
export const memberKeys = {
  favorites: ['favorite'] as const,
  favoriteCheck: (productId: number) => ['favorite', 'check', productId] as const,
  favoriteIds: () => ['favorite', 'ids'] as const,
  favoriteList: (page: number, limit: number) => ['favorite', 'list', page, limit] as const,
  footprints: ['footprint'] as const,
  footprintList: (page: number, limit: number) => ['footprint', 'list', page, limit] as const,
};
