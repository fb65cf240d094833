import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '@mall/contract/admin-wire';
import { Button, DatePicker, Form, Input, Modal, Select, Space, Switch } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { PlanEditor } from '../../../plan';
import { ImageUploader, uploadAdminImage } from '../../../upload';
import { useNewsColumns } from '../api/get-news-columns';
import { useSaveNews } from '../api/save-news';
import { EMPTY_NEWS_FORM, newsPayload, publishLabel, type TNewsFormValues } from '../news-admin-view';
import './news-admin.css';

/** The publish time as the picker holds it (Dayjs) and as the form keeps it (epoch ms or null). */
const timeProps = {
  getValueProps: (v: number | null) => ({ value: v === null || v === undefined ? null : dayjs(v) }),
  normalize: (v: dayjs.Dayjs | null) => (v ? v.valueOf() : null),
};

/**
 * The article editor: column, title, summary, cover, the body in a rich editor with pictures (the
 * console's upload), source and author, publish time (empty: now; later: 定时发布), 头条; 预览 shows the
 * article as the storefront will; 保存草稿 keeps it hidden, 发布 shows it (at its time).
 */
export function NewsForm({ id, initial }: { id: number | null; initial: TNewsFormValues }) {
  const [form] = Form.useForm<TNewsFormValues>();
  const columns = useNewsColumns();
  const save = useSaveNews();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<TNewsFormValues | null>(null);
  const publishTime = Form.useWatch('publishTime', form) ?? null;

  const submit = async (status: 0 | 1) => {
    let values: TNewsFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const savedId = await save.mutateAsync({ id, input: newsPayload({ ...EMPTY_NEWS_FORM, ...values }, status) });
      toast.success(
        status === 0 ? '草稿已保存' : publishLabel(values.publishTime) === '定时发布' ? '已定时发布' : '已发布',
      );
      if (id === null) navigate(`/admin/news/edit?id=${savedId}`, { replace: true });
    } catch {
      // toasted by the request layer (a 407 names the field)
    }
  };

  return (
    <div className="admin-card admin-news-form" data-testid="admin-news-form">
      <Form<TNewsFormValues> form={form} layout="vertical" initialValues={initial}>
        <div className="admin-news-form-row">
          <Form.Item name="columnId" label="栏目" rules={[{ required: true, message: '请选择栏目' }]}>
            <Select
              placeholder="选择栏目"
              loading={columns.isPending}
              options={(columns.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              data-testid="admin-news-column"
            />
          </Form.Item>
          <Form.Item
            name="publishTime"
            label="发布时间"
            extra="不填为立即；选将来的时间则到点才在前台显示"
            {...timeProps}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              placeholder="立即发布"
            />
          </Form.Item>
        </div>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
          <Input maxLength={NEWS_TITLE_MAX} showCount data-testid="admin-news-title" />
        </Form.Item>
        <Form.Item name="summary" label="摘要" extra="列表和搜索结果里显示">
          <Input.TextArea maxLength={NEWS_SUMMARY_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="cover" label="封面" extra="建议 4:3，用于列表与头条轮播">
          <ImageUploader max={1} label="上传封面" send={uploadAdminImage} data-testid="admin-news-cover" />
        </Form.Item>
        <Form.Item name="htmlCode" label="正文" rules={[{ required: true, message: '请填写正文' }]}>
          <PlanEditor label="资讯正文" upload={uploadAdminImage} />
        </Form.Item>
        <div className="admin-news-form-row">
          <Form.Item name="source" label="来源">
            <Input maxLength={40} placeholder="如 智联商城资讯" />
          </Form.Item>
          <Form.Item name="author" label="作者">
            <Input maxLength={40} />
          </Form.Item>
        </div>
        <Form.Item name="isBanner" label="设为头条" valuePropName="checked" extra="头条进入资讯首页轮播（需有封面）">
          <Switch />
        </Form.Item>
        <Space wrap className="admin-news-actions">
          <Button onClick={() => setPreview({ ...EMPTY_NEWS_FORM, ...form.getFieldsValue(true) })}>预览</Button>
          <Button onClick={() => void submit(0)} loading={save.isPending} data-testid="admin-news-draft">
            保存草稿
          </Button>
          <Button
            type="primary"
            onClick={() => void submit(1)}
            loading={save.isPending}
            data-testid="admin-news-publish"
          >
            {publishLabel(publishTime)}
          </Button>
        </Space>
      </Form>
      <Modal
        open={preview !== null}
        title="预览"
        footer={null}
        onCancel={() => setPreview(null)}
        width={820}
        destroyOnHidden
      >
        {preview ? (
          <article className="admin-news-preview" data-testid="admin-news-preview">
            <h1>{preview.title || '（未填写标题）'}</h1>
            <p className="admin-news-preview-meta">
              {[
                (columns.data ?? []).find((c) => c.id === preview.columnId)?.name,
                preview.source,
                preview.author,
                formatDate(preview.publishTime ?? Date.now(), 'YYYY-MM-DD HH:mm'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {preview.summary ? <blockquote>{preview.summary}</blockquote> : null}
            {/* The editor's own output (the server sanitizes it again when it is saved). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's schema-limited HTML, shown to its author */}
            <div className="plan-editor-content" dangerouslySetInnerHTML={{ __html: preview.htmlCode }} />
          </article>
        ) : null}
      </Modal>
    </div>
  );
}
