/**
 * The console's news (DESIGN.md §A `news`): limits and what its calls answer. Zod-free: the console
 * takes them from `@mall/contract/admin-wire`.
 */

/** 0 草稿 (never shown), 1 发布 (shown from its publish time). */
export const NEWS_STATUS = { DRAFT: 0, PUBLISHED: 1 } as const;
export type TNewsStatus = (typeof NEWS_STATUS)[keyof typeof NEWS_STATUS];

export const NEWS_TITLE_MAX = 100;
export const NEWS_SUMMARY_MAX = 300;
export const NEWS_COLUMN_NAME_MAX = 20;
/** The stored body's size at most (characters of sanitized HTML). */
export const NEWS_BODY_MAX = 200_000;

/** What an article shows as in the console: 草稿, 定时发布 (published, time still ahead), 已发布. */
export type TNewsState = 'draft' | 'scheduled' | 'published';
export const NEWS_STATE_TEXT: Record<TNewsState, string> = {
  draft: '草稿',
  scheduled: '定时发布',
  published: '已发布',
};

export function newsState(a: { status: number; publishTime: number }, now = Date.now()): TNewsState {
  if (a.status !== NEWS_STATUS.PUBLISHED) return 'draft';
  return a.publishTime > now ? 'scheduled' : 'published';
}

/** A column as the console lists it. */
export interface TAdminNewsColumn {
  id: number;
  name: string;
  sort: number;
  /** Articles in it, drafts included (a column with articles cannot be removed). */
  articleCount: number;
}

/** An article as the console's list shows it (times epoch ms). */
export interface TAdminNewsRow {
  id: number;
  columnId: number;
  columnName: string;
  title: string;
  cover: string;
  status: number;
  isBanner: boolean;
  publishTime: number;
  views: number;
  createdAt: number;
  updatedAt: number;
}

/** An article as the console edits it. */
export interface TAdminNewsArticle extends TAdminNewsRow {
  summary: string;
  source: string;
  author: string;
  htmlCode: string;
}
