import { SELLER_CALLS } from '@mall/contract/seller-wire';
import { useMutation } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/upload-progress';
import { useInvalidateSellerProducts } from './get-products';

/**
 * 导入: a .csv of listings (`sellerProduct.import`, multipart `accessToken` then `file`), with the
 * share sent so far for a progress bar. Answers what was created, updated and refused.
 */
export function importListings(file: File, onProgress?: (sent: number) => void) {
  return uploadWithProgress(SELLER_CALLS.sellerProduct.import, file, file.name, { role: 'seller', onProgress });
}

export function useImportListings() {
  const invalidate = useInvalidateSellerProducts();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) =>
      importListings(file, onProgress),
    onSettled: invalidate,
  });
}
