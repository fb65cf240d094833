import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import type { TNewsListQuery } from '../news-view';
import { newsKeys } from './query-keys';

/** One page of articles, newest first, by column and keyword, with the total (`news/query`). */
export function getNewsList(params: TNewsListQuery) {
  return requestPaged(CALLS.news.query, params);
}

export function getNewsListQueryOptions(params: TNewsListQuery) {
  return queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: () => getNewsList(params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useNewsList(params: TNewsListQuery) {
  return useQuery(getNewsListQueryOptions(params));
}
