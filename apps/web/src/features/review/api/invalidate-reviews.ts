import { useQueryClient } from '@tanstack/react-query';
import { REVIEW_QUERY_KEY } from './review-keys';

/**
 * Spec §4: after a review (or a reply) is added the product's reviews are loaded again; so are its
 * detail (count, good rate) and the orders (the evaluate tab, the 评价 actions).
 */
export function useInvalidateReviews() {
  const queryClient = useQueryClient();
  return async (productId: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: REVIEW_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['catalogue', 'detail', productId] }),
      queryClient.invalidateQueries({ queryKey: ['order'] }),
    ]);
  };
}
