import { CATEGORY_ICONS, CATEGORY_NAME_MAX } from '@mall/contract/wire';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { CategoryIcon } from './category-icon';

export interface TCategoryFormValues {
  name: string;
  icon: string;
  sort: number;
}

/** What the dialog edits: a new category (under a parent, or the top level) or an existing one. */
export type TCategoryFormTarget =
  | { mode: 'add'; parentId: number; parentName: string | null; sort: number }
  | { mode: 'edit'; id: number; values: TCategoryFormValues };

const PICTURE = '__picture__';
const UPLOADED_RE = /^\/files\/\d{4}\/\d{2}\/[a-f0-9]{24}\.(jpg|png|webp)$/;

/**
 * 新增分类 / 编辑分类: the name (unique among its siblings), its icon (one the storefront draws, an
 * uploaded picture's address, or the default) and its sort value (smaller first).
 */
export function CategoryForm({
  target,
  isBusy,
  onSubmit,
  onClose,
}: {
  target: TCategoryFormTarget | null;
  isBusy: boolean;
  onSubmit: (values: TCategoryFormValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ name: string; iconChoice: string; picture?: string; sort: number }>();
  const [choice, setChoice] = useState('');
  useEffect(() => {
    if (!target) return;
    const values = target.mode === 'edit' ? target.values : { name: '', icon: '', sort: target.sort };
    const isPicture = values.icon.startsWith('/files/');
    const iconChoice = isPicture ? PICTURE : values.icon;
    form.setFieldsValue({ name: values.name, iconChoice, picture: isPicture ? values.icon : '', sort: values.sort });
    setChoice(iconChoice);
  }, [target, form]);

  const title =
    target?.mode === 'add' ? (target.parentName ? `新增「${target.parentName}」的子分类` : '新增一级分类') : '编辑分类';

  const onOk = async () => {
    let v: { name: string; iconChoice: string; picture?: string; sort: number };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const icon = v.iconChoice === PICTURE ? (v.picture ?? '').trim() : v.iconChoice;
    try {
      await onSubmit({ name: v.name.trim(), icon, sort: v.sort ?? 0 });
      onClose();
    } catch {
      // The request layer toasted the server's reason (同名分类, 层级过深 …); the dialog stays open.
    }
  };

  return (
    <Modal
      open={target !== null}
      title={title}
      okText="保存"
      cancelText="取消"
      onOk={onOk}
      onCancel={onClose}
      okButtonProps={{ loading: isBusy, 'data-testid': 'category-form-ok' }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label="分类名称"
          rules={[
            { required: true, whitespace: true, message: '请输入分类名称' },
            { max: CATEGORY_NAME_MAX, message: `最多${CATEGORY_NAME_MAX}个字` },
          ]}
        >
          <Input maxLength={CATEGORY_NAME_MAX} showCount placeholder="如：智能门锁" data-testid="category-form-name" />
        </Form.Item>
        <Form.Item name="iconChoice" label="图标" extra="首页手机端的分类入口显示此图标">
          <Select
            onChange={setChoice}
            options={[
              { value: '', label: <IconOption icon="" text="默认图标" /> },
              ...CATEGORY_ICONS.map((i) => ({ value: i.name, label: <IconOption icon={i.name} text={i.label} /> })),
              { value: PICTURE, label: '自定义图片（已上传图片的地址）' },
            ]}
            data-testid="category-form-icon"
          />
        </Form.Item>
        {choice === PICTURE ? (
          <Form.Item
            name="picture"
            label="图片地址"
            rules={[
              { required: true, pattern: UPLOADED_RE, message: '请填写已上传图片的地址，如 /files/2026/11/….png' },
            ]}
          >
            <Input placeholder="/files/yyyy/mm/….png" />
          </Form.Item>
        ) : null}
        <Form.Item name="sort" label="排序值" extra="同级分类按排序值从小到大排列；也可以在分类树中上移、下移或拖动">
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} inputMode="numeric" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function IconOption({ icon, text }: { icon: string; text: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <CategoryIcon icon={icon} />
      {text}
    </span>
  );
}
