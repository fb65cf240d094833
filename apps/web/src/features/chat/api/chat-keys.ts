/** The buyer's chat queries: every key starts with ['chat']. */
export const chatKeys = {
  all: ['chat'] as const,
  lists: () => ['chat', 'list'] as const,
  list: (page: number, limit: number) => ['chat', 'list', page, limit] as const,
  history: (conversationId: number) => ['chat', 'history', conversationId] as const,
  unread: () => ['chat', 'unread'] as const,
};
