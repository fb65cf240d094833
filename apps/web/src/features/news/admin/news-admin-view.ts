import { NEWS_STATE_TEXT, newsState, type TAdminNewsArticle, type TNewsState } from '@mall/contract/admin-wire';
import type { TNewsSaveInput } from './api/save-news';

/** The colour of each state's tag in the console's list. */
export const NEWS_STATE_COLOR: Record<TNewsState, string> = {
  draft: 'default',
  scheduled: 'orange',
  published: 'green',
};

/** 草稿 / 定时发布 / 已发布 of an article now. */
export function newsStateTag(a: { status: number; publishTime: number }, now = Date.now()) {
  const state = newsState(a, now);
  return { text: NEWS_STATE_TEXT[state], color: NEWS_STATE_COLOR[state] };
}

/** The edit form's values (the time as epoch ms; null: publish now). */
export interface TNewsFormValues {
  columnId?: number;
  title: string;
  summary: string;
  cover: string[];
  htmlCode: string;
  source: string;
  author: string;
  publishTime: number | null;
  isBanner: boolean;
}

export const EMPTY_NEWS_FORM: TNewsFormValues = {
  title: '',
  summary: '',
  cover: [],
  htmlCode: '',
  source: '',
  author: '',
  publishTime: null,
  isBanner: false,
};

/** An article as the form edits it. */
export function newsFormValues(a: TAdminNewsArticle): TNewsFormValues {
  return {
    columnId: a.columnId,
    title: a.title,
    summary: a.summary,
    cover: a.cover ? [a.cover] : [],
    htmlCode: a.htmlCode,
    source: a.source,
    author: a.author,
    publishTime: a.publishTime,
    isBanner: a.isBanner,
  };
}

/** What 保存草稿 (status 0) or 发布 (status 1) sends; no time means now. */
export function newsPayload(v: TNewsFormValues, status: 0 | 1): TNewsSaveInput {
  return {
    columnId: v.columnId ?? 0,
    title: v.title.trim(),
    summary: v.summary.trim(),
    cover: v.cover[0] ?? '',
    htmlCode: v.htmlCode,
    source: v.source.trim(),
    author: v.author.trim(),
    ...(v.publishTime === null ? {} : { publishTime: v.publishTime }),
    status,
    isBanner: v.isBanner,
  };
}

/** What the publish button says: 定时发布 when the time is ahead. */
export function publishLabel(publishTime: number | null, now = Date.now()): string {
  return publishTime !== null && publishTime > now ? '定时发布' : '发布';
}
