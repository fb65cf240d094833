import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { buildListSearch, parseListParams, patchListParams, type TListParams, type TListPatch } from '../list-params';

/**
 * The list state lives in the URL only (shareable links, the back button restores the previous
 * filters): every change is a new history entry.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(search), [search]);
  const setParams = useCallback((next: TListParams) => setSearch(buildListSearch(next)), [setSearch]);
  const update = useCallback((patch: TListPatch) => setParams(patchListParams(params, patch)), [params, setParams]);
  return { params, update, setParams };
}
