import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { AI_COIN_QUERY_KEY } from './ai-coin-keys';

/** The account: balance, totalIn, totalOut (`selectOne`). */
export function getAiCoinAccount() {
  return request(CALLS.aiCoin.selectOne, {});
}

export function getAiCoinAccountQueryOptions() {
  return queryOptions({ queryKey: [...AI_COIN_QUERY_KEY, 'account'], queryFn: getAiCoinAccount, staleTime: 0 });
}

export function useAiCoinAccount() {
  const token = useSession((s) => s.token);
  return useQuery({ ...getAiCoinAccountQueryOptions(), enabled: Boolean(token) });
}
