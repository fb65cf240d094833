/**
 * What the operators moderate (DESIGN-OPERATE §A `content`): product reviews, replies under them (a
 * buyer's or the shop's), solution plans, community posts, procurement demands and reported
 * conversation messages (only those reported reach the queue; DESIGN-OPERATE §J). Each kind stays in
 * the feature that owns its table; the console's calls compose them.
 */
export const CONTENT_KINDS = ['review', 'reply', 'plan', 'community', 'demand', 'chat'] as const;
export type TContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_TEXT: Record<TContentKind, string> = {
  review: '商品评价',
  reply: '评价回复',
  plan: '方案',
  community: '社区动态',
  demand: '采购需求',
  chat: '会话消息',
};

/** The list's filter: 0 shown, 1 hidden by the platform. */
export const CONTENT_STATUS = { SHOWN: 0, HIDDEN: 1 } as const;

/** What the author of hidden content reads beside it (their own lists still show it to them). */
export const HIDDEN_BY_PLATFORM_TEXT = '已被平台隐藏';
