import type { TLikeResult, TReview } from '@mall/contract';
import { CALLS } from '@mall/contract/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPagedAnswer } from '../../../lib/request';
import { request } from '../../../lib/request';
import { REVIEW_QUERY_KEY } from './review-keys';

/** Likes a review, or takes the like back (`updateNum`); answers the caller's like and the count. */
export function toggleLike(id: number) {
  return request(CALLS.review.updateNum, { id });
}

function withLike(review: TReview, id: number, like: TLikeResult): TReview {
  return review.id === id ? { ...review, liked: like.liked, likes: like.likes } : review;
}

/** The answer is laid over every cached list page and the single review holding it. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onSuccess: (like, id) => {
      queryClient.setQueriesData<TPagedAnswer<TReview[]>>({ queryKey: [...REVIEW_QUERY_KEY, 'list'] }, (page) =>
        page ? { ...page, data: page.data.map((r) => withLike(r, id, like)) } : page,
      );
      queryClient.setQueryData<TReview>([...REVIEW_QUERY_KEY, 'one', id], (r) => (r ? withLike(r, id, like) : r));
    },
  });
}
