import type { TSellerReview } from '@mall/contract';
import { Button, Form, Input, Rate, Tag } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { toast } from '../../../lib/toast';
import { useReplyReview } from '../api/reply-review';
import { REPLY_MAX, replyProblem } from '../review-view';
import { BuyerPictures } from './buyer-pictures';

/** The shop's one reply, written inline under the review (1–300 characters). */
function ReplyBox({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const [form] = Form.useForm<{ content: string }>();
  const reply = useReplyReview();
  const onFinish = async ({ content }: { content: string }) => {
    if (reply.isPending) return;
    try {
      await reply.mutateAsync({ id: reviewId, content: content.trim() });
      toast.success('回复成功');
      onDone();
    } catch {
      // toasted by the request layer
    }
  };
  return (
    <Form form={form} onFinish={onFinish} className="seller-reply-box" data-testid="seller-reply-box">
      <Form.Item
        name="content"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = replyProblem(value ?? '');
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input.TextArea
          rows={3}
          maxLength={REPLY_MAX}
          showCount
          placeholder="感谢买家的评价，或说明问题的处理方式（买家和其他顾客都能看到）"
          autoFocus
          data-testid="seller-reply-input"
        />
      </Form.Item>
      <div className="seller-actions">
        <Button onClick={onDone}>取消</Button>
        <Button type="primary" htmlType="submit" loading={reply.isPending} data-testid="seller-reply-submit">
          发表回复
        </Button>
      </div>
    </Form>
  );
}

/** A review of one of the shop's products: the product, the buyer's stars, text and pictures, the shop's reply. */
export function ReviewCard({ review: r }: { review: TSellerReview }) {
  const [isReplying, setReplying] = useState(false);
  return (
    <article className="seller-card seller-review" data-testid="seller-review" data-review-id={r.id}>
      <header className="seller-review-product">
        <img
          src={imageUrl(r.productImage, '86')}
          alt={r.productTitle}
          width={48}
          height={48}
          className="seller-thumb"
          loading="lazy"
        />
        <div className="seller-review-product-text">
          <div className="seller-title-2">{r.productTitle}</div>
          <div className="seller-muted">
            {r.standardName ? `${r.standardName} · ` : ''}订单号 {r.orderNo}
          </div>
        </div>
        {r.shopReply ? <Tag color="green">已回复</Tag> : <Tag color="orange">待回复</Tag>}
      </header>
      <div className="seller-review-meta">
        <span className="seller-review-buyer">{r.userName}</span>
        <Rate disabled value={r.score} className="seller-review-rate" />
        <span className="seller-muted">{formatDate(r.createdAt, 'YYYY-MM-DD HH:mm')}</span>
      </div>
      <p className="seller-review-content" data-testid="seller-review-content">
        {r.content}
      </p>
      {r.images.length ? <BuyerPictures images={r.images} alt="评价图片" /> : null}
      {r.shopReply ? (
        <div className="seller-review-reply" data-testid="seller-review-reply">
          <b>商家回复：</b>
          {r.shopReply.content}
          {r.shopReply.hiddenReason ? (
            <Tag color="red" style={{ marginLeft: 8 }}>
              已被平台隐藏：{r.shopReply.hiddenReason}
            </Tag>
          ) : null}
          <span className="seller-muted"> {formatDate(r.shopReply.createdAt, 'YYYY-MM-DD HH:mm')}</span>
        </div>
      ) : isReplying ? (
        <ReplyBox reviewId={r.id} onDone={() => setReplying(false)} />
      ) : (
        <footer className="seller-actions">
          <Button type="primary" onClick={() => setReplying(true)} data-testid="seller-review-reply-button">
            回复
          </Button>
        </footer>
      )}
    </article>
  );
}
