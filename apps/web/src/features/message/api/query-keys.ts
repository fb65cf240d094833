/** Query keys of the messages; everything under `messageKeys.all` is refreshed after a read. */
export const messageKeys = {
  all: ['message'] as const,
  list: (page: number, limit: number) => ['message', 'list', page, limit] as const,
  unread: () => ['message', 'unread'] as const,
};
