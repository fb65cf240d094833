import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateReviews } from './invalidate-reviews';

/** The review of a received order line: score, text, pictures, anonymous (`savePProductComment`). */
export interface TNewReview {
  productId: number;
  orderDetailId: number;
  score: number;
  content: string;
  images?: string[];
  anonymous?: boolean;
}

export function saveReview(review: TNewReview) {
  return request(CALLS.review.savePProductComment, review);
}

export function useSaveReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: saveReview, onSuccess: (_, review) => invalidate(review.productId) });
}
