import type { TSmartHome } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { SMART_HOME_QUERY_KEY } from './get-home';

/** Replaces the buyer's home; both lists empty removes it (`/user/home/set.json`). */
export function setHome(home: TSmartHome) {
  return request(CALLS.smartHome.set, home);
}

/**
 * What the home changes: every answer that carries `compat` (the catalogue's lists, blocks, shops and
 * details, the cart, the plans, the favourites and footprints) is asked again; the keys are those
 * features' roots.
 */
const COMPAT_QUERY_ROOTS = ['catalogue', 'cart', 'plan', 'favorite', 'footprint'];

export function useSetHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHome,
    onSuccess: (home) => {
      queryClient.setQueryData(SMART_HOME_QUERY_KEY, home);
      return queryClient.invalidateQueries({
        predicate: (q) => COMPAT_QUERY_ROOTS.includes(String(q.queryKey[0])),
      });
    },
  });
}
