import type { TAdminFeedback } from '@mall/contract';
import { FEEDBACK_REPLY_MAX, FEEDBACK_TYPE_TEXT, FEEDBACK_TYPES, type TFeedbackType } from '@mall/contract/wire';
import { App, Button, Form, Image, Input, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { AdminTable, useAdminPaging } from '../../../../components/admin/admin-table';
import { formatDate } from '../../../../lib/format';
import { useAdminFeedback } from '../api/get-feedback';
import { useReplyFeedback } from '../api/reply-feedback';

/** 意见反馈 (DESIGN-OPERATE §A `feedback`): filter by state and type; answer once in a modal. */
export function FeedbackAdmin() {
  const [status, setStatus] = useState<0 | 1 | undefined>(0);
  const [type, setType] = useState<TFeedbackType | undefined>(undefined);
  const paging = useAdminPaging();
  const query = useAdminFeedback({ status, type, page: paging.page, limit: paging.limit });
  const [replying, setReplying] = useState<TAdminFeedback | null>(null);

  return (
    <>
      <AdminTable<TAdminFeedback>
        testId="admin-feedback-table"
        what="反馈"
        rowKey="id"
        query={query}
        page={paging.page}
        limit={paging.limit}
        onPage={paging.onPage}
        filters={
          <>
            <Select<0 | 1 | 'all'>
              value={status ?? 'all'}
              style={{ width: 120 }}
              onChange={(v) => {
                setStatus(v === 'all' ? undefined : v);
                paging.toFirst();
              }}
              options={[
                { value: 0, label: '待回复' },
                { value: 1, label: '已回复' },
                { value: 'all', label: '全部状态' },
              ]}
              data-testid="admin-feedback-status"
            />
            <Select<TFeedbackType | 'all'>
              value={type ?? 'all'}
              style={{ width: 120 }}
              onChange={(v) => {
                setType(v === 'all' ? undefined : v);
                paging.toFirst();
              }}
              options={[
                { value: 'all', label: '全部类型' },
                ...FEEDBACK_TYPES.map((t) => ({ value: t, label: FEEDBACK_TYPE_TEXT[t] })),
              ]}
            />
          </>
        }
        columns={[
          { title: '类型', dataIndex: 'typeText', render: (t: string) => <Tag>{t}</Tag> },
          {
            title: '反馈内容',
            key: 'content',
            render: (_, f) => (
              <div style={{ maxWidth: 360, whiteSpace: 'normal' }}>
                {f.content}
                {f.images.length ? (
                  <div style={{ marginTop: 6, display: 'flex', gap: 6, flexWrap: 'wrap' }}>
                    <Image.PreviewGroup>
                      {f.images.map((src) => (
                        <Image key={src} src={src} width={48} height={48} style={{ objectFit: 'cover' }} />
                      ))}
                    </Image.PreviewGroup>
                  </div>
                ) : null}
              </div>
            ),
          },
          { title: '用户', dataIndex: 'userName', render: (v: string) => v || '—' },
          { title: '联系方式', dataIndex: 'contact', render: (v: string) => v || '—' },
          { title: '提交时间', dataIndex: 'createdAt', render: (t: number) => formatDate(t, 'YYYY-MM-DD HH:mm') },
          {
            title: '回复',
            key: 'reply',
            render: (_, f) =>
              f.status === 1 ? (
                <div style={{ maxWidth: 260, whiteSpace: 'normal' }}>
                  <Tag color="green">已回复</Tag>
                  {f.reply}
                  <div style={{ color: 'var(--text-3)', fontSize: 12 }}>
                    {f.repliedBy} · {formatDate(f.repliedAt, 'YYYY-MM-DD HH:mm')}
                  </div>
                </div>
              ) : (
                <Tag color="orange">待回复</Tag>
              ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            fixed: 'right',
            render: (_, f) =>
              f.status === 0 ? (
                <Button size="small" type="primary" onClick={() => setReplying(f)} data-testid="admin-feedback-reply">
                  回复
                </Button>
              ) : null,
          },
        ]}
      />
      <ReplyModal feedback={replying} onClose={() => setReplying(null)} />
    </>
  );
}

/** The reply, typed in a modal that says the buyer reads it in 消息 and that it goes once. */
function ReplyModal({ feedback, onClose }: { feedback: TAdminFeedback | null; onClose: () => void }) {
  const [form] = Form.useForm<{ content: string }>();
  const reply = useReplyFeedback();
  const { message } = App.useApp();
  const onOk = async () => {
    if (!feedback) return;
    let values: { content: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await reply.mutateAsync({ id: feedback.id, content: values.content.trim() });
      message.success('已回复，用户会在消息中收到');
      onClose();
    } catch {
      // The request layer toasted the server's message.
    }
  };
  return (
    <Modal
      open={feedback !== null}
      title="回复意见反馈"
      okText="发送回复"
      cancelText="取消"
      onOk={onOk}
      onCancel={onClose}
      okButtonProps={{ loading: reply.isPending, 'data-testid': 'admin-feedback-send' }}
      destroyOnHidden
    >
      <div style={{ marginBottom: 12, color: 'var(--text-2)', whiteSpace: 'pre-wrap' }}>{feedback?.content}</div>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="content"
          label="回复内容"
          extra="用户会在「消息」中收到回复；每条反馈只能回复一次。"
          rules={[
            { required: true, whitespace: true, message: '请填写回复内容' },
            { max: FEEDBACK_REPLY_MAX, message: `最多${FEEDBACK_REPLY_MAX}个字` },
          ]}
        >
          <Input.TextArea rows={4} maxLength={FEEDBACK_REPLY_MAX} showCount data-testid="admin-feedback-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
