import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { memberKeys } from './query-keys';

/** Adds (`favorite: true`) or removes the product (`favorite/add`, `favorite/remove`; both idempotent). */
export async function setFavorite({ productId, favorite }: { productId: number; favorite: boolean }) {
  await request(favorite ? CALLS.favorite.add : CALLS.favorite.remove, { productId });
  return favorite;
}

/** The hearts' mutation: the heart shows the new state at once, every favourite query follows. */
export function useSetFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onSuccess: (favorite, { productId }) => {
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
  });
}
