import { HOME_DESC_MAX, HOME_TITLE_MAX } from '@mall/contract/admin-wire';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { imageUrl } from '../../../../lib/image-url';
import { ImageUploader, uploadAdminImage } from '../../../upload';
import { useProductSearch } from '../api/search-products';
import { newItemKey, type THomeDraftItem } from '../home-slots-view';

interface TItemForm {
  title: string;
  desc: string;
  image: string[];
  productId: number | null;
  link: string;
}

/** A site path or an http(s) address (the server checks the same). */
const LINK_RE = /^$|^\/(?![/\\])[^\s\\]*$|^https?:\/\/[^\s/?#]+[^\s]*$/i;

/**
 * One item of a position: title, description, picture (uploaded), a product picked by search (its
 * picture and page stand in for what is left empty) and a link (a site path or http(s)).
 */
export function HomeItemModal({
  item,
  onClose,
  onSave,
}: {
  /** The item edited; `null` closed; a fresh draft adds one. */
  item: THomeDraftItem | null;
  onClose: () => void;
  onSave: (item: THomeDraftItem) => void;
}) {
  const [form] = Form.useForm<TItemForm>();
  const [keyword, setKeyword] = useState('');
  const products = useProductSearch(keyword);
  const [picked, setPicked] = useState<{ id: number; title: string; image: string } | null>(null);

  const submit = async () => {
    const v = await form.validateFields();
    if (!v.image[0] && v.productId == null) {
      form.setFields([{ name: 'image', errors: ['请上传图片或选择商品'] }]);
      return;
    }
    const product =
      v.productId == null
        ? null
        : picked?.id === v.productId
          ? picked
          : { id: v.productId, title: item?.productTitle ?? '', image: item?.productImage ?? '' };
    onSave({
      key: item?.key ?? newItemKey(),
      title: v.title.trim(),
      desc: (v.desc ?? '').trim(),
      imageUrl: v.image[0] ?? '',
      productId: product?.id ?? null,
      productTitle: product?.title ?? null,
      productImage: product?.image ?? null,
      link: (v.link ?? '').trim(),
      isShown: true,
    });
  };

  const options = (products.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.title}（¥${p.price}）`,
    product: { id: p.id, title: p.title, image: p.image },
  }));
  if (item?.productId != null && !options.some((o) => o.value === item.productId)) {
    options.unshift({
      value: item.productId,
      label: item.productTitle ?? `商品 ${item.productId}`,
      product: { id: item.productId, title: item.productTitle ?? '', image: item.productImage ?? '' },
    });
  }

  return (
    <Modal
      open={item !== null}
      title={item?.key.startsWith('new-') ? '添加内容' : '编辑内容'}
      okText="确定"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        setPicked(null);
        setKeyword('');
      }}
    >
      <Form<TItemForm>
        key={item?.key}
        form={form}
        layout="vertical"
        initialValues={{
          title: item?.title ?? '',
          desc: item?.desc ?? '',
          image: item?.imageUrl ? [item.imageUrl] : [],
          productId: item?.productId ?? null,
          link: item?.link ?? '',
        }}
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
          <Input maxLength={HOME_TITLE_MAX} showCount data-testid="admin-home-item-title" />
        </Form.Item>
        <Form.Item name="desc" label="描述">
          <Input maxLength={HOME_DESC_MAX} />
        </Form.Item>
        <Form.Item name="image" label="图片" extra="不传则用所选商品的主图">
          <ImageUploader max={1} label="上传图片" send={uploadAdminImage} />
        </Form.Item>
        <Form.Item name="productId" label="商品" extra="输入关键词搜索在售商品；选了商品而不填链接时点击进入商品页">
          <Select
            showSearch
            allowClear
            filterOption={false}
            placeholder="搜索商品"
            onSearch={setKeyword}
            loading={products.isFetching}
            options={options}
            optionRender={(o) => (
              <span>
                {o.data.product.image ? (
                  <img
                    src={imageUrl(o.data.product.image, '86')}
                    alt=""
                    width={24}
                    height={24}
                    style={{ marginRight: 6 }}
                  />
                ) : null}
                {o.label}
              </span>
            )}
            onChange={(_v, option) => {
              const o = Array.isArray(option) ? option[0] : option;
              setPicked(o?.product ?? null);
            }}
            data-testid="admin-home-item-product"
          />
        </Form.Item>
        <Form.Item
          name="link"
          label="链接"
          rules={[{ pattern: LINK_RE, message: '链接须为本站路径（如 /product?sysCategoryId=1）或 http(s) 地址' }]}
        >
          <Input placeholder="/product?sysCategoryId=1 或 https://…" inputMode="url" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
