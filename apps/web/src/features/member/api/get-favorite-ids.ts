import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaged } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { memberKeys } from './query-keys';

/** The largest page the server gives (the contract's MAX_LIMIT, which sits with zod). */
const PAGE = 100;
/** Pages read at most for the list hearts (PAGE each): a buyer with more sees older ones unmarked. */
const ID_PAGES = 5;

/**
 * The ids of the buyer's favourites, for the hearts on list cards: one answer for the whole grid
 * instead of a `check` per card (`favorite/query`, newest first, up to ID_PAGES pages).
 */
export async function getFavoriteIds(): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; page <= ID_PAGES; page++) {
    const { data, total } = await requestPaged(CALLS.favorite.query, { page, limit: PAGE }, { isSilent: true });
    for (const f of data) ids.add(f.productId);
    if (page * PAGE >= total) break;
  }
  return ids;
}

export function getFavoriteIdsQueryOptions() {
  return queryOptions({ queryKey: memberKeys.favoriteIds(), queryFn: getFavoriteIds, staleTime: 60_000 });
}

/** The favourite ids while logged in (empty while logged out or loading). */
export function useFavoriteIds(): ReadonlySet<number> {
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const query = useQuery({ ...getFavoriteIdsQueryOptions(), enabled: isLoggedIn });
  return (isLoggedIn && query.data) || EMPTY;
}

const EMPTY: ReadonlySet<number> = new Set();
