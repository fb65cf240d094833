import { exportRows } from '../../lib/personal-data.js';
import type { TPersonalData } from '../../plugins/feature.js';
import { anonymiseReviewsOf, reviewRowsOf } from './review.repository.js';

/** Reviews and replies: exported; with the account deleted they stay, shown as 匿名用户. */
export const reviewPersonalData: TPersonalData = {
  export: async ({ db }, userId) => {
    const { reviews, replies } = await reviewRowsOf(db, userId);
    return {
      reviews: {
        reviews: exportRows(reviews, ['user_id', 'seller_id', 'has_image']),
        replies: exportRows(replies, ['user_id', 'seller_id']),
      },
    };
  },
  erase: (db, userId) => anonymiseReviewsOf(db, userId),
};
