import type { TCallRequest } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { INVOICE_TITLES_QUERY_KEY } from './get-invoice-titles';

export type TUpdateInvoiceTitleInput = TCallRequest<typeof CALLS.invoiceTitle.update>;

/** Replaces a saved title's fields (orders placed with it keep their own copy). */
export function updateInvoiceTitle(data: TUpdateInvoiceTitleInput) {
  return request(CALLS.invoiceTitle.update, data);
}

export function useUpdateInvoiceTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceTitle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICE_TITLES_QUERY_KEY }),
  });
}
