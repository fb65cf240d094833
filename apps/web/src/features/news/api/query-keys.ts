/** Every news query key starts here (the news reads are public; nothing writes them from the web). */
export const NEWS_QUERY_KEY = ['news'] as const;

export const newsKeys = {
  home: () => [...NEWS_QUERY_KEY, 'home'] as const,
  list: (params: object) => [...NEWS_QUERY_KEY, 'list', params] as const,
  detail: (id: number) => [...NEWS_QUERY_KEY, 'detail', id] as const,
};
