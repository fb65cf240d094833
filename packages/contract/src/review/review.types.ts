/** A reply under a review: by the seller of the product, or by a buyer. */
export interface TReviewReply {
  id: number;
  reviewId: number;
  /** The shop's name for a seller; a buyer's masked nickname; '匿名用户' for an anonymous review's own author (anonymity holds for the thread). */
  userName: string;
  /** '' for an anonymous review's own author. */
  avatar: string;
  isSeller: boolean;
  content: string;
  createdAt: number;
}

/** A buyer's review of a received order line (spec §3: PProductComment). */
export interface TReview {
  id: number;
  productId: number;
  /** '匿名用户' when anonymous; otherwise the masked nickname (or username): 1 char '*', 2 'x*', 3 or more 'x***y'. */
  userName: string;
  /** '' when anonymous. */
  avatar: string;
  isAnonymous: boolean;
  /** 1–5. */
  score: number;
  content: string;
  /** Site paths (/files/… uploads, /catalogue/review/… demo pictures); shown through an image preset. */
  images: string[];
  /** The reviewed line's standard, as it was ordered. */
  standardName: string;
  likes: number;
  /** Whether the caller likes it (false without a buyer token). */
  liked: boolean;
  replyCount: number;
  /** Oldest first: at most REVIEW_REPLIES_INLINE in a list (`query`), all of them in `selectOne`. */
  replies: TReviewReply[];
  /** Only in its author's own answer (`selectOnePPC`): the platform hid it (已被平台隐藏) for this reason. */
  hiddenReason?: string;
  createdAt: number;
}

/** What `updateNum` answers: the caller's like after the toggle and the review's count. */
export interface TLikeResult {
  liked: boolean;
  likes: number;
}

/** A received order line awaiting its review (`queryPool`, the evaluate tab). */
export interface TReviewPoolItem {
  orderId: number;
  orderNo: string;
  /** The order line's id. */
  orderDetailId: number;
  productId: number;
  title: string;
  image: string;
  standardName: string;
  price: number;
  number: number;
  /** When the order was received (epoch ms). */
  receivedAt: number;
}

/** An order line and the caller's review of it (`selectOnePPC`), null while unreviewed. */
export interface TReviewTarget extends TReviewPoolItem {
  review: TReview | null;
}
