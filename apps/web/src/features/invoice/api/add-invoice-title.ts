import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { INVOICE_TITLES_QUERY_KEY } from './get-invoice-titles';

export type TAddInvoiceTitleInput = TCallRequest<typeof CALLS.invoiceTitle.add>;

/** Saves a new invoice title (at most 20) and answers it. */
export function addInvoiceTitle(data: TAddInvoiceTitleInput) {
  return request(CALLS.invoiceTitle.add, data);
}

export function useAddInvoiceTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInvoiceTitle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICE_TITLES_QUERY_KEY }),
  });
}
