import { REPLY_CONTENT_MAX } from '@mall/contract';
import { Button, Form, Input } from 'antd';
import { toast } from '../../../lib/toast';
import { useSaveReply } from '../api/save-reply';

interface TReplyFormProps {
  productId: number;
  reviewId: number;
  onSaved: () => void;
}

/** A buyer's reply under a review: text only, at most REPLY_CONTENT_MAX characters. */
export function ReplyForm({ productId, reviewId, onSaved }: TReplyFormProps) {
  const [form] = Form.useForm<{ content: string }>();
  const save = useSaveReply();
  const onFinish = async ({ content }: { content: string }) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync({ productId, parentId: reviewId, content: content.trim() });
      toast.success('回复成功');
      form.resetFields();
      onSaved();
    } catch {
      // toasted by the request client
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} className="reply-form" data-testid="reply-form">
      <Form.Item
        name="content"
        label="回复内容"
        rules={[
          { required: true, whitespace: true, message: '请填写回复内容' },
          { max: REPLY_CONTENT_MAX, message: `回复最多${REPLY_CONTENT_MAX}个字` },
        ]}
      >
        <Input.TextArea
          placeholder="友善回复，理性交流"
          maxLength={REPLY_CONTENT_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          data-testid="reply-content"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="reply-submit">
          发表回复
        </Button>
      </Form.Item>
    </Form>
  );
}
