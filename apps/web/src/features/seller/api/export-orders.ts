import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/download';
import { request } from '../../../lib/request';
import { exportFileName, sellerOrderPayload, type TSellerOrderFilter } from '../order-filter';

/**
 * 导出: the orders of the list's filter (status, keyword) as the .csv the server makes
 * (`sellerOrder.export`, a binary call: the request layer resolves a File named by Content-Disposition).
 */
export async function exportSellerOrders(filter: Omit<TSellerOrderFilter, 'page'>): Promise<string> {
  const file = await request(SELLER_CALLS.sellerOrder.export, sellerOrderPayload(filter));
  const sentName = file instanceof File ? file.name : '';
  const name = sentName && sentName !== 'download' ? sentName : exportFileName(filter, new Date());
  saveFile(file, name);
  return name;
}

export function useExportSellerOrders() {
  return useMutation({ mutationFn: exportSellerOrders });
}
