/** Query keys of the member corner; a favourite change sets the hearts' answers and refreshes the lists. */
export const memberKeys = {
  favoriteCheck: (productId: number) => ['favorite', 'check', productId] as const,
  favoriteIds: () => ['favorite', 'ids'] as const,
  favoriteLists: ['favorite', 'list'] as const,
  favoriteList: (page: number, limit: number) => ['favorite', 'list', page, limit] as const,
  footprints: ['footprint'] as const,
  footprintList: (page: number, limit: number) => ['footprint', 'list', page, limit] as const,
};
