import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { INVOICE_TITLE_LIMIT, type TInvoiceTitle, ZInvoiceTitleFields } from '@mall/contract';
import { INVOICE_TITLE_TYPE_TEXT } from '@mall/contract/wire';
import { Button, Empty, Form, Modal, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { toast } from '../../../lib/toast';
import { useAddInvoiceTitle } from '../api/add-invoice-title';
import { useInvoiceTitles } from '../api/get-invoice-titles';
import { useRemoveInvoiceTitle } from '../api/remove-invoice-title';
import { useUpdateInvoiceTitle } from '../api/update-invoice-title';
import { invoiceFormValues, type TInvoiceFormValues, titlePayload, withoutAbsent } from '../invoice-form';
import { InvoiceFields } from './invoice-fields';
import './invoice.css';
import { showIssues } from '../../../components/check-form';

function TitleForm({ title, onDone }: { title: TInvoiceTitle | null; onDone: () => void }) {
  const isPhone = useAntdPhone();
  const [form] = Form.useForm<TInvoiceFormValues>();
  const titleType = (Form.useWatch('titleType', form) ?? title?.titleType ?? 2) as 1 | 2;
  const add = useAddInvoiceTitle();
  const update = useUpdateInvoiceTitle();
  const isSaving = add.isPending || update.isPending;

  const onFinish = async (values: TInvoiceFormValues) => {
    if (isSaving) return;
    const payload = titlePayload(values);
    const parsed = ZInvoiceTitleFields.safeParse(payload);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, (path) => String(path[0] ?? 'title'));
      return;
    }
    try {
      const fields = withoutAbsent(parsed.data);
      if (title) await update.mutateAsync({ ...fields, id: title.id });
      else await add.mutateAsync(fields);
      toast.success(title ? '发票抬头已保存' : '发票抬头已添加');
      onDone();
    } catch {
      // toasted by the request client
    }
  };

  return (
    <Form<TInvoiceFormValues>
      form={form}
      layout={isPhone ? 'vertical' : 'horizontal'}
      labelCol={isPhone ? undefined : { flex: '104px' }}
      initialValues={invoiceFormValues(title)}
      onFinish={onFinish}
      className="invoice-form"
      data-testid="invoice-title-form"
    >
      <InvoiceFields titleType={titleType} />
      <div className="invoice-dialog-footer">
        <Button onClick={onDone}>取消</Button>
        <Button type="primary" htmlType="submit" loading={isSaving} data-testid="invoice-title-save">
          保存
        </Button>
      </div>
    </Form>
  );
}

function TitleCard({ title, onEdit }: { title: TInvoiceTitle; onEdit: () => void }) {
  const remove = useRemoveInvoiceTitle();
  return (
    <li className="invoice-title-card" data-testid="invoice-title-card">
      <div className="invoice-title-card-head">
        <Tag color={title.titleType === 2 ? 'blue' : 'default'}>{INVOICE_TITLE_TYPE_TEXT[title.titleType]}</Tag>
        <strong className="invoice-title-card-name">{title.title}</strong>
      </div>
      {title.taxNo ? <div className="invoice-title-card-line">纳税人识别号：{title.taxNo}</div> : null}
      {title.bank ? (
        <div className="invoice-title-card-line">
          {title.bank} {title.account}
        </div>
      ) : null}
      {title.email ? <div className="invoice-title-card-line">收票邮箱：{title.email}</div> : null}
      <div className="invoice-title-card-actions">
        <Button type="link" icon={<EditOutlined />} onClick={onEdit} data-testid="invoice-title-edit">
          编辑
        </Button>
        <Popconfirm
          title="删除这个发票抬头？"
          description="已下单的订单不受影响"
          okText="删除"
          cancelText="取消"
          onConfirm={async () => {
            try {
              await remove.mutateAsync(title.id);
              toast.success('发票抬头已删除');
            } catch {
              // toasted by the request client
            }
          }}
        >
          <Button type="link" danger icon={<DeleteOutlined />} data-testid="invoice-title-remove">
            删除
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}

/** 会员服务 › 发票抬头: the buyer's saved invoice titles (at most 20), to add, edit and delete. */
export function InvoiceTitlesPanel() {
  const titles = useInvoiceTitles();
  // undefined: closed; null: a new title; a title: editing it.
  const [editing, setEditing] = useState<TInvoiceTitle | null | undefined>(undefined);
  const list = titles.data ?? [];
  const isFull = list.length >= INVOICE_TITLE_LIMIT;

  let content: React.ReactNode;
  if (titles.isPending) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (titles.isError) content = <LoadFailed title="发票抬头加载失败" onRetry={() => titles.refetch()} />;
  else if (list.length === 0) content = <Empty description="还没有常用发票抬头，下单开票时可一键选用" />;
  else
    content = (
      <ul className="invoice-title-list" data-testid="invoice-title-list">
        {list.map((t) => (
          <TitleCard key={t.id} title={t} onEdit={() => setEditing(t)} />
        ))}
      </ul>
    );

  return (
    <div className="invoice-titles-panel" data-testid="invoice-titles-panel">
      <div className="invoice-titles-head">
        <span className="invoice-titles-count">
          已保存 {list.length}/{INVOICE_TITLE_LIMIT} 个抬头
        </span>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing(null)}
          disabled={isFull}
          data-testid="invoice-title-add"
        >
          新增发票抬头
        </Button>
      </div>
      {content}
      <Modal
        open={editing !== undefined}
        onCancel={() => setEditing(undefined)}
        title={editing ? '编辑发票抬头' : '新增发票抬头'}
        footer={null}
        width={620}
        destroyOnHidden
      >
        {editing !== undefined ? <TitleForm title={editing} onDone={() => setEditing(undefined)} /> : null}
      </Modal>
    </div>
  );
}
