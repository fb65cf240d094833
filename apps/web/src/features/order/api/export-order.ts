import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/download';
import { request } from '../../../lib/request';

/**
 * Downloads the order's goods as the file the server made (`exportProduct`, a .csv with Chinese
 * headers). The request client passes the binary answer through as a File named by Content-Disposition.
 */
export async function exportOrder(order: { id: number; orderNo: string }): Promise<string> {
  const file = await request(CALLS.order.exportProduct, { orderId: order.id });
  const sentName = file instanceof File ? file.name : '';
  const name = sentName && sentName !== 'download' ? sentName : `订单${order.orderNo}商品.csv`;
  saveFile(file, name);
  return name;
}

export function useExportOrder() {
  return useMutation({ mutationFn: exportOrder });
}
