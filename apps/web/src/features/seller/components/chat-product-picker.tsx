import { formatYuan } from '@mall/contract/wire';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Modal, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { imageUrl } from '../../../lib/image-url';
import { getSellerProductsQueryOptions, SELLER_PRODUCT_PAGE_SIZE } from '../api/get-products';

export interface TChatProductPickerProps {
  isOpen: boolean;
  onClose: () => void;
  /** Sends the product as a card; resolves when it is sent (the picker then closes). */
  onPick: (productId: number) => Promise<unknown>;
}

/** 发送商品: the shop's products on sale (its own product list), searchable; one click sends its card. */
export function ChatProductPicker({ isOpen, onClose, onPick }: TChatProductPickerProps) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [sendingId, setSendingId] = useState<number | null>(null);
  const products = useQuery({ ...getSellerProductsQueryOptions({ view: 'on', keyword, page }), enabled: isOpen });
  const rows = products.data?.data;

  const pick = async (productId: number) => {
    setSendingId(productId);
    try {
      await onPick(productId);
      onClose();
    } catch {
      // Told by the request client.
    } finally {
      setSendingId(null);
    }
  };

  return (
    <Modal open={isOpen} title="发送商品" footer={null} onCancel={onClose} width={560} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder="搜索本店在售商品"
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      {rows === undefined ? (
        <Spin style={{ display: 'block', margin: '32px auto' }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有在售的商品" />
      ) : (
        <ul className="seller-chat-picker">
          {rows.map((p) => (
            <li key={p.id} className="seller-chat-picker-row">
              <img src={imageUrl(p.image, '86')} alt="" width={48} height={48} loading="lazy" />
              <div className="seller-chat-picker-body">
                <div className="seller-chat-picker-title">{p.title}</div>
                <div className="seller-chat-picker-price">¥{formatYuan(p.price)}</div>
              </div>
              <Button
                size="small"
                type="primary"
                loading={sendingId === p.id}
                onClick={() => void pick(p.id)}
                data-testid="seller-chat-pick-product"
              >
                发送
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(products.data?.total ?? 0) > SELLER_PRODUCT_PAGE_SIZE ? (
        <Pagination
          size="small"
          simple
          current={page}
          pageSize={SELLER_PRODUCT_PAGE_SIZE}
          total={products.data?.total ?? 0}
          onChange={setPage}
          style={{ marginTop: 12, textAlign: 'center' }}
        />
      ) : null}
    </Modal>
  );
}
