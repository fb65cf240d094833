import type { TAdminNewsColumn } from '@mall/contract/admin-wire';
import { Button, Form, Input, InputNumber, List, Modal, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { useNewsColumns } from '../api/get-news-columns';
import { useRemoveNewsColumn, useSaveNewsColumn } from '../api/save-news-column';

/** 栏目管理: the columns in order with their article counts; add, rename, reorder, remove an empty one. */
export function NewsColumnsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const columns = useNewsColumns();
  const save = useSaveNewsColumn();
  const remove = useRemoveNewsColumn();
  const [editing, setEditing] = useState<TAdminNewsColumn | null>(null);
  const [form] = Form.useForm<{ name: string; sort: number }>();

  const submit = async () => {
    const v = await form.validateFields();
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input: { name: v.name.trim(), sort: v.sort ?? 0 } });
      toast.success(editing ? '栏目已修改' : '栏目已添加');
      setEditing(null);
      form.resetFields();
    } catch {
      // toasted by the request layer
    }
  };

  return (
    <Modal open={open} title="栏目管理" footer={null} onCancel={onClose} destroyOnHidden width={560}>
      <Form form={form} layout="inline" initialValues={{ sort: 0 }} className="admin-news-column-form">
        <Form.Item name="name" rules={[{ required: true, whitespace: true, message: '请填写栏目名称' }]}>
          <Input placeholder="栏目名称" maxLength={20} aria-label="栏目名称" />
        </Form.Item>
        <Form.Item name="sort" tooltip="数字小的排在前面">
          <InputNumber min={0} max={9999} precision={0} placeholder="排序" aria-label="排序" />
        </Form.Item>
        <Space>
          <Button type="primary" onClick={submit} loading={save.isPending}>
            {editing ? '保存' : '添加'}
          </Button>
          {editing ? (
            <Button
              onClick={() => {
                setEditing(null);
                form.resetFields();
              }}
            >
              取消
            </Button>
          ) : null}
        </Space>
      </Form>
      <List
        loading={columns.isPending}
        dataSource={columns.data ?? []}
        locale={{ emptyText: '暂无栏目' }}
        renderItem={(c) => (
          <List.Item
            actions={[
              <Button
                key="edit"
                type="link"
                onClick={() => {
                  setEditing(c);
                  form.setFieldsValue({ name: c.name, sort: c.sort });
                }}
              >
                编辑
              </Button>,
              <Popconfirm
                key="remove"
                title={`删除栏目「${c.name}」？`}
                description={c.articleCount > 0 ? '栏目下还有资讯，需先移走或删除' : '删除后不可恢复'}
                okText="删除"
                cancelText="取消"
                okButtonProps={{ danger: true, disabled: c.articleCount > 0 }}
                onConfirm={async () => {
                  await remove.mutateAsync(c.id).catch(() => undefined);
                }}
              >
                <Button type="link" danger>
                  删除
                </Button>
              </Popconfirm>,
            ]}
          >
            <Space wrap>
              <span>{c.name}</span>
              <Tag>排序 {c.sort}</Tag>
              <Tag color="blue">{c.articleCount} 篇</Tag>
            </Space>
          </List.Item>
        )}
      />
    </Modal>
  );
}
