import type { TReview } from '@mall/contract';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { LikeOutlined, MessageOutlined } from '../../../components/ui/icons';
import { Rate } from '../../../components/ui/rate';
import { imageUrl } from '../../../lib/image-url';
import { relativeTime } from '../../../lib/relative-time';
import { replyToggleText, splitReplies } from '../review-view';

interface TReviewItemProps {
  review: TReview;
  /** The review's `show` flag (spec §4): its buyers' replies are open. */
  isShown: boolean;
  onToggleReplies: () => void;
  onLike: () => void;
  isLiking?: boolean;
  onOpenImage: (index: number) => void;
  now: number;
}

/** One review: who, stars, standard, when, text, pictures, like, replies. */
export function ReviewItem({ review, isShown, onToggleReplies, onLike, isLiking, onOpenImage, now }: TReviewItemProps) {
  const { seller, others } = splitReplies(review);
  const toggle = replyToggleText(review, isShown);
  const hasMore = review.replyCount > review.replies.length;
  return (
    <li className="review-item" data-testid="review-item">
      <div className="review-user">
        <Avatar size={36} src={review.avatar ? imageUrl(review.avatar, '86') : undefined} alt="">
          {review.userName.slice(0, 1)}
        </Avatar>
        <span className="review-user-name">{review.userName}</span>
      </div>
      <div className="review-body">
        <div className="review-meta">
          <Rate value={review.score} />
          {review.standardName ? <span className="review-spec">{review.standardName}</span> : null}
          <time className="review-time" dateTime={new Date(review.createdAt).toISOString()}>
            {relativeTime(review.createdAt, now)}
          </time>
        </div>
        <p className="review-content">{review.content}</p>
        {review.images.length > 0 ? (
          <ul className="review-images" aria-label="评价图片">
            {review.images.map((src, i) => (
              <li key={src}>
                <button
                  type="button"
                  className="review-thumb"
                  aria-label={`查看大图 ${i + 1}`}
                  onClick={() => onOpenImage(i)}
                  data-testid="review-thumb"
                >
                  <img src={imageUrl(src, '86')} alt="" loading="lazy" width={86} height={86} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {seller.map((r) => (
          <p key={r.id} className="review-seller-reply" data-testid="review-seller-reply">
            <b>商家回复：</b>
            {r.content}
          </p>
        ))}
        <div className="review-actions">
          <button
            type="button"
            className={review.liked ? 'review-action is-on' : 'review-action'}
            aria-pressed={review.liked}
            aria-label={`点赞 ${review.likes}`}
            onClick={onLike}
            disabled={isLiking}
            data-testid="review-like"
          >
            <LikeOutlined /> <span>{review.likes}</span>
          </button>
          {toggle ? (
            <button
              type="button"
              className="review-action"
              aria-expanded={isShown}
              onClick={onToggleReplies}
              data-testid="review-reply-toggle"
            >
              {toggle}
            </button>
          ) : null}
          <Link to={`/product/comment/reply?id=${review.id}`} className="review-action" data-testid="review-reply-link">
            <MessageOutlined /> 回复
          </Link>
        </div>
        {isShown && others.length > 0 ? (
          <ul className="review-replies" data-testid="review-replies">
            {others.map((r) => (
              <li key={r.id}>
                <b>{r.userName}：</b>
                {r.content}
                <time className="review-time">{relativeTime(r.createdAt, now)}</time>
              </li>
            ))}
            {hasMore ? (
              <li>
                <Link to={`/product/comment/reply?id=${review.id}`} className="review-more">
                  查看全部{review.replyCount}条回复
                </Link>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
