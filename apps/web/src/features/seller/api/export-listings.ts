import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/download';
import { request } from '../../../lib/request';

/** The CSV's encodings: UTF-8 (with BOM) for most tools, GBK for older Excel. */
export type TListingCsvEncoding = 'utf-8' | 'gbk';

/** 导出: every product of the shop in the import's columns (`sellerProduct.export`), saved as a .csv. */
export async function exportListings(encoding: TListingCsvEncoding): Promise<string> {
  const file = await request(SELLER_CALLS.sellerProduct.export, encoding === 'gbk' ? { encoding } : {});
  const sentName = file instanceof File ? file.name : '';
  const name = sentName && sentName !== 'download' ? sentName : `商品导出-${encoding}.csv`;
  saveFile(file, name);
  return name;
}

export function useExportListings() {
  return useMutation({ mutationFn: exportListings });
}
