import { ADMIN_CALLS, type TContentKind } from '@mall/contract/admin-wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../../lib/request';
import { ADMIN_QUERY_KEY } from '../../../admin';

export const CONTENT_QUERY_KEY = [...ADMIN_QUERY_KEY, 'content'] as const;

export interface TContentFilter {
  kind: TContentKind;
  /** 0 shown, 1 hidden; undefined both. */
  status?: 0 | 1 | undefined;
  keyword?: string | undefined;
  page: number;
  limit: number;
}

/** A page of one kind of content for moderation (`adminContent.list`). */
export function getContent(f: TContentFilter) {
  return requestPaged(ADMIN_CALLS.adminContent.list, {
    kind: f.kind,
    page: f.page,
    limit: f.limit,
    ...(f.status === undefined ? {} : { status: f.status }),
    ...(f.keyword ? { keyword: f.keyword } : {}),
  });
}

export function getContentQueryOptions(f: TContentFilter) {
  return queryOptions({
    queryKey: [...CONTENT_QUERY_KEY, f.kind, f.status ?? 'all', f.keyword ?? '', f.page, f.limit],
    queryFn: () => getContent(f),
    placeholderData: keepPreviousData,
  });
}

export function useContent(f: TContentFilter) {
  return useQuery(getContentQueryOptions(f));
}
