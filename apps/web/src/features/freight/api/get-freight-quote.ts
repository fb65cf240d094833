import type { TCallPayload } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** One line of the checkout as `freight.quote` takes it. */
type TQuoteLine = TCallPayload<typeof CALLS.freight.quote>['lines'][number];

/** 运费 per seller order of a checkout to an address, as the order will charge it (`freight.quote`). */
export function getFreightQuoteQueryOptions(addressId: number, lines: TQuoteLine[]) {
  return queryOptions({
    queryKey: ['order', 'freight-quote', addressId, lines],
    queryFn: () => request(CALLS.freight.quote, { addressId, lines }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** The checkout's freight: per seller (`byShop`) and in all; nothing asked until an address is chosen. */
export function useFreightQuote(addressId: number | null, lines: TQuoteLine[]) {
  const query = useQuery({
    ...getFreightQuoteQueryOptions(addressId ?? 0, lines),
    enabled: addressId !== null && lines.length > 0,
  });
  const byShop = new Map((query.data?.orders ?? []).map((o) => [o.sellerId, o.freight]));
  return { byShop, total: query.data?.freight ?? 0, isKnown: query.data !== undefined, query };
}
