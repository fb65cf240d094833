import type { TSellerProduct, TSellerStandard } from '@mall/contract';
import { REVISION_STATE, REVISION_STATE_TEXT } from '@mall/contract/seller-wire';
import { formatYuan, isApprovedState, PRODUCT_STATE, PRODUCT_STATE_TEXT } from '@mall/contract/wire';
import { Button, Popconfirm, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/link-button';
import { imageUrl } from '../../../lib/image-url';
import { toast } from '../../../lib/toast';
import { useRemoveListing } from '../api/remove-listing';
import { useSetProductStatus } from '../api/set-product-status';
import { useSubmitListing } from '../api/submit-listing';
import { useWithdrawListing } from '../api/withdraw-listing';
import { purchaseLimitText, stockLevel } from '../product-filter';
import { ProductFreightSelect } from './product-freight-select';
import { ProductLimitModal } from './product-limit-modal';
import { ProductPriceEditor } from './product-price-editor';
import { ProductStockModal } from './product-stock-modal';

/** 草稿 and 已下架 plain, 待审核 blue, 已驳回 and 平台下架 red (已上架 shows as 在售, or red while not on sale). */
const STATE_TAG_COLOR: Record<TSellerProduct['state'], string | undefined> = {
  0: undefined,
  1: 'processing',
  2: 'red',
  3: 'red',
  4: undefined,
  5: 'red',
};

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

/** What the seller may do with a product's listing in its state (and its revision's). */
export function listingMoves(product: Pick<TSellerProduct, 'state' | 'revisionState'>) {
  const isApproved = isApprovedState(product.state);
  const revision = product.revisionState;
  const isRevisionOpen = revision === REVISION_STATE.DRAFT || revision === REVISION_STATE.REJECTED;
  return {
    canSubmit: isApproved
      ? isRevisionOpen
      : product.state === PRODUCT_STATE.DRAFT || product.state === PRODUCT_STATE.REJECTED,
    canWithdraw: isApproved ? revision === REVISION_STATE.PENDING : product.state === PRODUCT_STATE.PENDING,
    canRemove: product.state === PRODUCT_STATE.DRAFT || product.state === PRODUCT_STATE.REJECTED,
    canRemoveRevision: isApproved && isRevisionOpen,
  };
}

/** 编辑, 提交审核, 撤回审核, 删除 (never approved) and 删除修改 (an approved product's open revision). */
function ListingActions({ product }: { product: TSellerProduct }) {
  const submit = useSubmitListing();
  const withdraw = useWithdrawListing();
  const remove = useRemoveListing();
  const moves = listingMoves(product);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch {
      // toasted by the request layer; the list reloads
    }
  };
  const id = product.id;
  return (
    <div className="seller-product-actions">
      <LinkButton to={`/seller/product/edit?id=${id}`} data-testid="product-edit">
        编辑
      </LinkButton>
      {moves.canSubmit ? (
        <Button
          type="primary"
          loading={submit.isPending}
          onClick={() => void run(() => submit.mutateAsync({ id }), '已提交审核')}
          data-testid="product-submit"
        >
          提交审核
        </Button>
      ) : null}
      {moves.canWithdraw ? (
        <Button
          loading={withdraw.isPending}
          onClick={() => void run(() => withdraw.mutateAsync({ id }), '已撤回审核')}
          data-testid="product-withdraw"
        >
          撤回审核
        </Button>
      ) : null}
      {moves.canRemove ? (
        <Popconfirm
          title="确定删除该商品？"
          description="删除后无法恢复。"
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => run(() => remove.mutateAsync({ id }), '商品已删除')}
        >
          <Button danger loading={remove.isPending} data-testid="product-remove">
            删除
          </Button>
        </Popconfirm>
      ) : null}
      {moves.canRemoveRevision ? (
        <Popconfirm
          title="删除这次修改？"
          description="修改稿将被删除，商品保持当前在售版本。"
          okText="删除修改"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => run(() => remove.mutateAsync({ id, revision: true }), '修改已删除')}
        >
          <Button danger loading={remove.isPending} data-testid="product-remove-revision">
            删除修改
          </Button>
        </Popconfirm>
      ) : null}
    </div>
  );
}

/**
 * One product of the seller's list: picture, title, category, state, sales, stock, shelf switch, its
 * 限购 with 设置限购, and its standards.
 */
export function ProductCard({ product, isPhone }: { product: TSellerProduct; isPhone: boolean }) {
  return (
    <article className="seller-card seller-product" data-testid="seller-product" data-product-id={product.id}>
      <header className="seller-product-head">
        {/* On sale: the buyer's page; otherwise (buyers cannot see it) the editor. */}
        <a
          href={product.status === 1 ? `/product/detail?id=${product.id}` : `/seller/product/edit?id=${product.id}`}
          target={product.status === 1 ? '_blank' : undefined}
          rel="noopener"
          className="seller-product-img"
          aria-label={product.image ? undefined : product.title}
        >
          {product.image ? <img src={imageUrl(product.image, '86')} alt={product.title} loading="lazy" /> : null}
        </a>
        <div className="seller-product-info">
          <h3 className="seller-product-title" title={product.title}>
            {product.title}
          </h3>
          <div className="seller-product-facts">
            <span className="seller-product-state" data-testid="product-state" data-state={product.state}>
              {product.status === 1 ? (
                <Tag color="green" data-testid="seller-product-status">
                  在售
                </Tag>
              ) : (
                <Tag color={STATE_TAG_COLOR[product.state]} data-testid="seller-product-status">
                  {PRODUCT_STATE_TEXT[product.state]}
                </Tag>
              )}
              {product.revisionState === null ? null : (
                <Tag
                  color={product.revisionState === REVISION_STATE.REJECTED ? 'red' : 'blue'}
                  data-testid="product-revision-state"
                >
                  {REVISION_STATE_TEXT[product.revisionState]}
                </Tag>
              )}
            </span>
            <span>{product.categoryName}</span>
            <span>¥{formatYuan(product.price)} 起</span>
            <span>销量 {product.sales}</span>
            <span>
              总库存 <StockValue stock={product.stock} />
            </span>
          </div>
          {product.stateReason ? (
            <p className="seller-product-reason" data-testid="product-reason">
              {product.state === PRODUCT_STATE.TAKEN_DOWN ? '平台下架原因' : '驳回原因'}：{product.stateReason}
              {product.state === PRODUCT_STATE.TAKEN_DOWN ? '（需平台恢复后才能上架，请联系平台）' : ''}
            </p>
          ) : null}
          {product.revisionState === REVISION_STATE.REJECTED && product.revisionReason ? (
            <p className="seller-product-reason" data-testid="product-revision-reason">
              修改驳回原因：{product.revisionReason}
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
      <ListingActions product={product} />
      {isApprovedState(product.state) ? (
        <ApprovedTools product={product} isPhone={isPhone} />
      ) : (
        <p className="seller-product-pending-note" data-testid="seller-product-unapproved">
          共 {product.standards.length} 个SKU；审核通过后可在这里改价、调库存、设置限购和运费。
        </p>
      )}
    </article>
  );
}

/** An approved product's tools: 限购, 运费模板, and its standards' price and stock. */
function ApprovedTools({ product, isPhone }: { product: TSellerProduct; isPhone: boolean }) {
  const [adjustingId, setAdjustingId] = useState<number | null>(null);
  const [isLimitOpen, setLimitOpen] = useState(false);
  // The dialog reads the standard from the latest answer, so a refusal's refetch shows the stock now.
  const adjusting = product.standards.find((s) => s.id === adjustingId) ?? null;
  return (
    <>
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
    </>
  );
}
