import type { TSellerProduct, TSellerStandard } from '@mall/contract';
import { formatYuan, PRODUCT_STATE, PRODUCT_STATE_TEXT } from '@mall/contract/wire';
import { Button, Popconfirm, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { imageUrl } from '../../../lib/image-url';
import { toast } from '../../../lib/toast';
import { useSetProductStatus } from '../api/set-product-status';
import { purchaseLimitText, stockLevel } from '../product-filter';
import { ProductFreightSelect } from './product-freight-select';
import { ProductLimitModal } from './product-limit-modal';
import { ProductPriceEditor } from './product-price-editor';
import { ProductStockModal } from './product-stock-modal';

const STOCK_TEXT = { out: '缺货', low: '库存预警', ok: '' } as const;

/** A standard's stock: sold out in red, low (≤ SELLER_LOW_STOCK) in orange. */
export function StockValue({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  return (
    <span className={`seller-stock is-${level}`} data-testid="seller-stock-value">
      {stock}
      {level === 'ok' ? null : <small>{STOCK_TEXT[level]}</small>}
    </span>
  );
}

/** 上架 at once; 下架 after a confirmation (buyers can no longer buy it). On a phone a finger-sized button. */
function ShelfControl({ product, isPhone }: { product: TSellerProduct; isPhone: boolean }) {
  const setStatus = useSetProductStatus();
  const isOn = product.status === 1;
  const apply = async (status: 0 | 1) => {
    try {
      await setStatus.mutateAsync({ productId: product.id, status });
      toast.success(status === 1 ? '商品已上架' : '商品已下架');
    } catch {
      // toasted by the request layer; the list reloads
    }
  };
  const control = isPhone ? (
    <Button
      danger={isOn}
      loading={setStatus.isPending}
      onClick={isOn ? undefined : () => apply(1)}
      data-testid="seller-product-shelf"
    >
      {isOn ? '下架' : '上架'}
    </Button>
  ) : (
    <Switch
      checked={isOn}
      checkedChildren="在售"
      unCheckedChildren="下架"
      loading={setStatus.isPending}
      onChange={isOn ? undefined : () => apply(1)}
      aria-label={isOn ? '下架商品' : '上架商品'}
      data-testid="seller-product-shelf"
    />
  );
  if (!isOn) return control;
  return (
    <Popconfirm
      title="确定下架该商品？"
      description="下架后买家将无法购买，可随时重新上架。"
      okText="下架"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      onConfirm={() => apply(0)}
    >
      {control}
    </Popconfirm>
  );
}

/** The standards as a table (desktop) or stacked rows (phone): price editor, stock with 调整库存, sales. */
function Standards({
  standards,
  isPhone,
  onAdjust,
}: {
  standards: TSellerStandard[];
  isPhone: boolean;
  onAdjust: (standard: TSellerStandard) => void;
}) {
  const adjustButton = (s: TSellerStandard) => (
    <Button onClick={() => onAdjust(s)} data-testid="seller-stock-adjust">
      调整库存
    </Button>
  );
  if (isPhone) {
    return (
      <ul className="seller-standards-list">
        {standards.map((s) => (
          <li key={s.id} className="seller-standard-row" data-testid="seller-standard" data-standard-id={s.id}>
            <div className="seller-standard-head">
              <strong>{s.name || '默认规格'}</strong>
              <span>销量 {s.sales}</span>
            </div>
            <ProductPriceEditor standard={s} />
            <div className="seller-standard-stock">
              <span>
                库存 <StockValue stock={s.stock} />
              </span>
              {adjustButton(s)}
            </div>
            <div className="seller-standard-limit" data-testid="seller-standard-limit">
              每人限购 {s.purchaseLimit} 件
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<TSellerStandard>
      className="seller-standards-table"
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={standards}
      onRow={(s) => ({ 'data-testid': 'seller-standard', 'data-standard-id': s.id }) as object}
      columns={[
        { title: '规格', dataIndex: 'name', render: (name: string) => name || '默认规格' },
        { title: '价格', key: 'price', width: 230, render: (_, s) => <ProductPriceEditor standard={s} /> },
        {
          title: '库存',
          key: 'stock',
          width: 220,
          render: (_, s) => (
            <div className="seller-standard-stock">
              <StockValue stock={s.stock} />
              {adjustButton(s)}
            </div>
          ),
        },
        {
          title: '限购',
          key: 'limit',
          width: 100,
          render: (_, s) => <span data-testid="seller-standard-limit">{s.purchaseLimit} 件/人</span>,
        },
        { title: '销量', dataIndex: 'sales', width: 80 },
      ]}
    />
  );
}

/**
 * One product of the seller's list: picture, title, category, state, sales, stock, shelf switch, its
 * 限购 with 设置限购, and its standards.
 */
export function ProductCard({ product, isPhone }: { product: TSellerProduct; isPhone: boolean }) {
  const [adjustingId, setAdjustingId] = useState<number | null>(null);
  const [isLimitOpen, setLimitOpen] = useState(false);
  // The dialog reads the standard from the latest answer, so a refusal's refetch shows the stock now.
  const adjusting = product.standards.find((s) => s.id === adjustingId) ?? null;
  return (
    <article className="seller-card seller-product" data-testid="seller-product" data-product-id={product.id}>
      <header className="seller-product-head">
        <a href={`/product/detail?id=${product.id}`} target="_blank" rel="noopener" className="seller-product-img">
          {product.image ? <img src={imageUrl(product.image, '86')} alt="" loading="lazy" /> : null}
        </a>
        <div className="seller-product-info">
          <h3 className="seller-product-title" title={product.title}>
            {product.title}
          </h3>
          <div className="seller-product-facts">
            {product.status === 1 ? (
              <Tag color="green" data-testid="seller-product-status">
                在售
              </Tag>
            ) : (
              <Tag
                color={product.state === PRODUCT_STATE.OFF_SALE ? undefined : 'red'}
                data-testid="seller-product-status"
              >
                {PRODUCT_STATE_TEXT[product.state]}
              </Tag>
            )}
            <span>{product.categoryName}</span>
            <span>¥{formatYuan(product.price)} 起</span>
            <span>销量 {product.sales}</span>
            <span>
              总库存 <StockValue stock={product.stock} />
            </span>
          </div>
          {product.stateReason ? (
            <p className="seller-product-reason" data-testid="seller-product-reason">
              {product.state === PRODUCT_STATE.TAKEN_DOWN ? '平台下架原因' : '驳回原因'}：{product.stateReason}
              {product.state === PRODUCT_STATE.TAKEN_DOWN ? '（需平台恢复后才能上架，请联系平台）' : ''}
            </p>
          ) : null}
        </div>
        <div className="seller-product-shelf">
          {/* Only a product on sale or the seller's own 已下架 one can be shelved by the seller. */}
          {product.state === PRODUCT_STATE.ON_SALE || product.state === PRODUCT_STATE.OFF_SALE ? (
            <ShelfControl product={product} isPhone={isPhone} />
          ) : null}
        </div>
      </header>
      <div className="seller-product-limit">
        <span>
          限购：
          <b data-testid="seller-product-limit" className={product.purchaseLimit === null ? 'is-default' : undefined}>
            {purchaseLimitText(product.purchaseLimit)}
          </b>
        </span>
        <Button onClick={() => setLimitOpen(true)} data-testid="seller-limit-open">
          设置限购
        </Button>
      </div>
      <div className="seller-product-limit">
        <ProductFreightSelect product={product} />
      </div>
      <Standards standards={product.standards} isPhone={isPhone} onAdjust={(s) => setAdjustingId(s.id)} />
      <ProductStockModal standard={adjusting} productTitle={product.title} onClose={() => setAdjustingId(null)} />
      <ProductLimitModal product={isLimitOpen ? product : null} onClose={() => setLimitOpen(false)} />
    </article>
  );
}
