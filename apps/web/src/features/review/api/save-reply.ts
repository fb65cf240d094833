import type { TCallPayload } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { useInvalidateReviews } from './invalidate-reviews';

/** A buyer's reply under a review: text only (`savePProductComment`'s payload with `parentId`). */
type TPayload = TCallPayload<typeof CALLS.review.savePProductComment>;
export type TNewReply = Pick<TPayload, 'productId' | 'content'> & Required<Pick<TPayload, 'parentId'>>;

export function saveReply(reply: TNewReply) {
  return request(CALLS.review.savePProductComment, reply);
}

export function useSaveReply() {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationFn: saveReply, onSuccess: (_, reply) => invalidate(reply.productId) });
}
