/** Query keys of the messages; after a read the unread count is set and the lists refresh. */
export const messageKeys = {
  lists: ['message', 'list'] as const,
  list: (page: number, limit: number) => ['message', 'list', page, limit] as const,
  unread: () => ['message', 'unread'] as const,
};
