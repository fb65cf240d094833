import { CALLS, type TCallRequest } from '@mall/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request, requestPaged } from '../../../lib/request';
import { useSession } from '../../../stores/session';

const C = CALLS.aiCoin;

/** Every AI币 query key starts here; paying an order or a top-up invalidates the lot. */
export const AI_COIN_QUERY_KEY = ['ai-coin'] as const;

/** Ledger page size (spec §7: query page 1, limit 10 by default). */
export const AI_COIN_RECORDS_PAGE_SIZE = 10;

/** The account: balance, totalIn, totalOut (`selectOne`). */
export function getAiCoinAccount() {
  return request(C.selectOne, {});
}

export function getAiCoinAccountQueryOptions() {
  return queryOptions({ queryKey: [...AI_COIN_QUERY_KEY, 'account'], queryFn: getAiCoinAccount, staleTime: 0 });
}

export function useAiCoinAccount() {
  const token = useSession((s) => s.token);
  return useQuery({ ...getAiCoinAccountQueryOptions(), enabled: Boolean(token) });
}

/** The balance alone (`selectNumber`), e.g. in the pay dialog. */
export function getAiCoinBalance() {
  return request(C.selectNumber, {});
}

export function getAiCoinBalanceQueryOptions() {
  return queryOptions({ queryKey: [...AI_COIN_QUERY_KEY, 'balance'], queryFn: getAiCoinBalance, staleTime: 0 });
}

export function useAiCoinBalance(isEnabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({ ...getAiCoinBalanceQueryOptions(), enabled: Boolean(token) && isEnabled });
}

/** Ledger entries, newest first, with `total` (`query`). */
export function getAiCoinRecords(page: number, limit = AI_COIN_RECORDS_PAGE_SIZE) {
  return requestPaged(C.query, { page, limit });
}

export function getAiCoinRecordsQueryOptions(page: number, limit = AI_COIN_RECORDS_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...AI_COIN_QUERY_KEY, 'records', page, limit],
    queryFn: () => getAiCoinRecords(page, limit),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAiCoinRecords(page: number, limit = AI_COIN_RECORDS_PAGE_SIZE) {
  return useQuery(getAiCoinRecordsQueryOptions(page, limit));
}

export type TAddAiRechargeInput = TCallRequest<typeof C.addAiRecharge>;

/** Starts a top-up through the sandbox gateway; answers the cashier page (`payUrl`). */
export function addAiRecharge(data: TAddAiRechargeInput) {
  return request(C.addAiRecharge, data);
}

export function useAddAiRecharge() {
  return useMutation({ mutationFn: addAiRecharge });
}
