import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { INVOICE_TITLES_QUERY_KEY } from './get-invoice-titles';

/** Deletes a saved title. */
export function removeInvoiceTitle(id: number) {
  return request(CALLS.invoiceTitle.remove, { id });
}

export function useRemoveInvoiceTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInvoiceTitle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICE_TITLES_QUERY_KEY }),
  });
}
