import {
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
  REVIEW_IMAGE_MAX,
  SCORE_TEXT,
  type TReviewPoolItem,
} from '@mall/contract';
import { Button, Checkbox, Form, Input, Rate } from 'antd';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { toast } from '../../../lib/toast';
import { ImageUploader } from '../../upload';
import { useSaveReview } from '../api/save-review';
import './reviews.css';

export interface TReviewFormValues {
  score: number;
  content: string;
  images: string[];
  anonymous: boolean;
}

interface TReviewFormProps {
  target: TReviewPoolItem;
  onSaved: (id: number) => void;
}

/** The review of a received order line: 1–5 stars, 5–500 characters, up to 6 pictures, anonymous. */
export function ReviewForm({ target, onSaved }: TReviewFormProps) {
  const [form] = Form.useForm<TReviewFormValues>();
  const isPhone = useAntdPhone();
  const save = useSaveReview();
  const score = Form.useWatch('score', form);

  const onFinish = async (values: TReviewFormValues) => {
    if (save.isPending) return;
    try {
      const { id } = await save.mutateAsync({
        productId: target.productId,
        orderDetailId: target.orderDetailId,
        score: values.score,
        content: values.content.trim(),
        ...(values.images.length ? { images: values.images } : {}),
        ...(values.anonymous ? { anonymous: true } : {}),
      });
      toast.success('评价成功');
      onSaved(id);
    } catch {
      // toasted by the request client
    }
  };

  return (
    <Form<TReviewFormValues>
      form={form}
      layout={isPhone ? 'vertical' : 'horizontal'}
      labelCol={isPhone ? undefined : { flex: '96px' }}
      initialValues={{ score: 0, content: '', images: [], anonymous: false }}
      onFinish={onFinish}
      className="review-form"
      data-testid="review-form"
    >
      <Form.Item label="商品评分" required>
        <span className="review-form-score">
          <Form.Item
            name="score"
            noStyle
            rules={[
              { validator: async (_, v: number) => (v >= 1 ? undefined : Promise.reject(new Error('请选择评分'))) },
            ]}
          >
            <Rate aria-label="商品评分" className="review-form-rate" />
          </Form.Item>
          <span className="review-form-score-text">{score ? SCORE_TEXT[score] : ''}</span>
        </span>
      </Form.Item>
      <Form.Item
        name="content"
        label="评价内容"
        rules={[
          { required: true, whitespace: true, message: '请填写评价内容' },
          {
            min: REVIEW_CONTENT_MIN,
            transform: (v: string) => v?.trim(),
            message: `评价内容至少${REVIEW_CONTENT_MIN}个字`,
          },
          { max: REVIEW_CONTENT_MAX, message: `内容最多${REVIEW_CONTENT_MAX}个字` },
        ]}
      >
        <Input.TextArea
          placeholder="说说使用体验，帮助更多想买的人"
          maxLength={REVIEW_CONTENT_MAX}
          showCount
          autoSize={{ minRows: 4, maxRows: 8 }}
          data-testid="review-content"
        />
      </Form.Item>
      <Form.Item name="images" label="晒图" extra={`最多${REVIEW_IMAGE_MAX}张，支持 JPG、PNG、WEBP`}>
        <ImageUploader max={REVIEW_IMAGE_MAX} label="添加图片" data-testid="review-images" />
      </Form.Item>
      <Form.Item name="anonymous" valuePropName="checked" label={isPhone ? undefined : ' '} colon={false}>
        <Checkbox>匿名评价</Checkbox>
      </Form.Item>
      <Form.Item label={isPhone ? undefined : ' '} colon={false}>
        <Button type="primary" htmlType="submit" loading={save.isPending} block={isPhone} data-testid="review-submit">
          发表评价
        </Button>
      </Form.Item>
    </Form>
  );
}
