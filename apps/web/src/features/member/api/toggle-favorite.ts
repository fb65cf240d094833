import { CALLS } from '@mall/contract/wire';
import { MutationObserver, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { memberKeys } from './query-keys';

/** Adds (`favorite: true`) or removes the product (`favorite/add`, `favorite/remove`; both idempotent). */
export async function setFavorite({ productId, favorite }: { productId: number; favorite: boolean }) {
  await request(favorite ? CALLS.favorite.add : CALLS.favorite.remove, { productId });
  return favorite;
}

/** The hearts' mutation: the heart shows the new state at once, every favourite query follows. */
function setFavoriteMutationOptions(client: QueryClient) {
  return {
    mutationFn: setFavorite,
    onSuccess: (favorite: boolean, { productId }: { productId: number }) => {
      client.setQueryData(memberKeys.favoriteCheck(productId), favorite);
      client.setQueryData(memberKeys.favoriteIds(), (ids: Set<number> | undefined) => {
        if (!ids) return ids;
        const next = new Set(ids);
        if (favorite) next.add(productId);
        else next.delete(productId);
        return next;
      });
      // The hearts' answers are set above; the lists and counts (those on screen at once) ask again.
      return client.invalidateQueries({ queryKey: memberKeys.favoriteLists });
    },
  };
}

export function useSetFavorite() {
  return useMutation(setFavoriteMutationOptions(useQueryClient()));
}

/**
 * The same change outside a component: what a guest's heart started, done once the login succeeds
 * (the heart it was pressed on has become a member's by then). A failure is the request client's to
 * show.
 */
export function addFavoriteLater(client: QueryClient, productId: number): void {
  new MutationObserver(client, setFavoriteMutationOptions(client))
    .mutate({ productId, favorite: true })
    .catch(() => undefined);
}
