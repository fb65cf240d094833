import { CALLS } from '@mall/contract/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useSession } from '../../../stores/session';

export const INVOICE_TITLES_QUERY_KEY = ['invoiceTitle', 'list'] as const;

/** The buyer's saved invoice titles, most recently saved first (`/user/invoiceTitle/list.json`). */
export function getInvoiceTitles() {
  return request(CALLS.invoiceTitle.list, {});
}

export function getInvoiceTitlesQueryOptions() {
  return queryOptions({ queryKey: INVOICE_TITLES_QUERY_KEY, queryFn: getInvoiceTitles });
}

export function useInvoiceTitles() {
  const token = useSession((s) => s.token);
  return useQuery({ ...getInvoiceTitlesQueryOptions(), enabled: Boolean(token) });
}
