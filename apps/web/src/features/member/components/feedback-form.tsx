import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGE_MAX,
  FEEDBACK_TYPE_TEXT,
  FEEDBACK_TYPES,
  type TFeedbackType,
} from '@mall/contract/wire';
import { Button, Form, Input, Radio } from 'antd';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { toast } from '../../../lib/toast';
import { ImageUploader } from '../../upload';
import { useAddFeedback } from '../api/add-feedback';

interface TFeedbackValues {
  type: TFeedbackType;
  content: string;
  contact: string;
  images: string[];
}

const CONTACT_RE = /^(1[3-9]\d{9}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;

/**
 * The feedback form (意见反馈; the customer-service panel's with `type` fixed to 4 客服): text 5–500,
 * a phone or e-mail to answer to, up to 6 pictures. Sent: 感谢反馈 and the form clears.
 */
export function FeedbackForm({ fixedType, compact = false }: { fixedType?: TFeedbackType; compact?: boolean }) {
  const [form] = Form.useForm<TFeedbackValues>();
  const isPhone = useAntdPhone();
  const add = useAddFeedback();
  const isVertical = isPhone || compact;

  const onFinish = async (values: TFeedbackValues) => {
    if (add.isPending) return;
    const contact = values.contact?.trim();
    try {
      await add.mutateAsync({
        type: fixedType ?? values.type,
        content: values.content.trim(),
        ...(contact ? { contact } : {}),
        ...(values.images?.length ? { images: values.images } : {}),
      });
      toast.success('感谢反馈，我们会尽快处理');
      form.resetFields();
    } catch {
      // toasted by the request client
    }
  };

  return (
    <Form<TFeedbackValues>
      form={form}
      layout={isVertical ? 'vertical' : 'horizontal'}
      labelCol={isVertical ? undefined : { flex: '96px' }}
      initialValues={{ type: fixedType ?? 1, content: '', contact: '', images: [] }}
      onFinish={onFinish}
      className="feedback-form"
      data-testid={fixedType === 4 ? 'service-form' : 'feedback-form'}
    >
      {fixedType === undefined ? (
        <Form.Item name="type" label="反馈类型" rules={[{ required: true, message: '请选择反馈类型' }]}>
          <Radio.Group
            optionType="button"
            options={FEEDBACK_TYPES.map((t) => ({ value: t, label: FEEDBACK_TYPE_TEXT[t] }))}
            aria-label="反馈类型"
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="content"
        label={fixedType === 4 ? '留言内容' : '反馈内容'}
        rules={[
          { required: true, whitespace: true, message: '请填写内容' },
          {
            min: FEEDBACK_CONTENT_MIN,
            transform: (v: string) => v?.trim(),
            message: `内容至少${FEEDBACK_CONTENT_MIN}个字`,
          },
          { max: FEEDBACK_CONTENT_MAX, message: `内容最多${FEEDBACK_CONTENT_MAX}个字` },
        ]}
      >
        <Input.TextArea
          placeholder={fixedType === 4 ? '请描述您遇到的问题，客服会尽快联系您' : '您的建议、遇到的问题或投诉'}
          maxLength={FEEDBACK_CONTENT_MAX}
          showCount
          autoSize={{ minRows: 4, maxRows: 8 }}
          data-testid="feedback-content"
        />
      </Form.Item>
      <Form.Item
        name="contact"
        label="联系方式"
        extra="选填，手机号或邮箱，方便我们回复您"
        rules={[
          { max: FEEDBACK_CONTACT_MAX, message: `联系方式最多${FEEDBACK_CONTACT_MAX}个字` },
          {
            validator: async (_, v?: string) =>
              !v?.trim() || CONTACT_RE.test(v.trim()) ? undefined : Promise.reject(new Error('请填写手机号或邮箱')),
          },
        ]}
      >
        <Input placeholder="手机号或邮箱" autoComplete="email" inputMode="email" data-testid="feedback-contact" />
      </Form.Item>
      {compact ? null : (
        <Form.Item name="images" label="图片" extra={`选填，最多${FEEDBACK_IMAGE_MAX}张，支持 JPG、PNG、WEBP`}>
          <ImageUploader max={FEEDBACK_IMAGE_MAX} label="添加图片" data-testid="feedback-images" />
        </Form.Item>
      )}
      <Form.Item label={isVertical ? undefined : ' '} colon={false}>
        <Button
          type="primary"
          htmlType="submit"
          loading={add.isPending}
          block={isVertical}
          data-testid="feedback-submit"
        >
          {fixedType === 4 ? '提交留言' : '提交反馈'}
        </Button>
      </Form.Item>
    </Form>
  );
}
