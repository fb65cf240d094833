import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateReviews } from './invalidate-reviews';

/** A buyer's reply under a review: text only (`savePProductComment` with `parentId`). */
export interface TNewReply {
  productId: number;
  parentId: number;
  content: string;
}

export function saveReply(reply: TNewReply) {
  return request(CALLS.review.savePProductComment, reply);
}

export function useSaveReply() {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: saveReply, onSuccess: (_, reply) => invalidate(reply.productId) });
}
