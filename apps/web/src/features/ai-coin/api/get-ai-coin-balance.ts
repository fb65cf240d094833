import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { AI_COIN_QUERY_KEY } from './ai-coin-keys';

/** The balance alone (`selectNumber`), e.g. in the pay dialog. */
export function getAiCoinBalance() {
  return request(CALLS.aiCoin.selectNumber, {});
}

export function getAiCoinBalanceQueryOptions() {
  return queryOptions({ queryKey: [...AI_COIN_QUERY_KEY, 'balance'], queryFn: getAiCoinBalance, staleTime: 0 });
}

export function useAiCoinBalance(isEnabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({ ...getAiCoinBalanceQueryOptions(), enabled: Boolean(token) && isEnabled });
}
