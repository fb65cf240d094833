import type { TAdminProduct } from '@mall/contract';
import { formatYuan, PRODUCT_STATE, PRODUCT_STATE_TEXT, PRODUCT_STATES, type TProductState } from '@mall/contract/wire';
import { Button, Input, InputNumber, Popconfirm, Select, Space, type TableProps, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminTable, useAdminPaging } from '../../../../components/admin/admin-table';
import { useReasonModal } from '../../../../components/admin/reason-modal';
import { useAntdPhone } from '../../../../components/use-antd-phone';
import { formatDate } from '../../../../lib/format';
import { imageUrl } from '../../../../lib/image-url';
import { toast } from '../../../../lib/toast';
import { useApproveProduct } from '../api/approve-product';
import { usePendingProducts } from '../api/get-pending-products';
import { useAdminProducts } from '../api/get-products';
import { useRejectProduct } from '../api/reject-product';
import { useRestoreProduct } from '../api/restore-product';
import { useTakeDownProduct } from '../api/take-down-product';
import { ProductReviewDrawer } from './product-review-drawer';
import { ProductStateTags } from './product-state-tag';

export const PRODUCT_TABS = { pending: '待审核', all: '全部商品' } as const;
export type TProductTab = keyof typeof PRODUCT_TABS;

/** 商品管理: the review queue (待审核) and every product (全部商品), chosen by `?tab=`. */
export function ProductManager() {
  const [params, setParams] = useSearchParams();
  const tab: TProductTab = params.get('tab') === 'all' ? 'all' : 'pending';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'pending' ? {} : { tab: key }, { replace: true })}
      items={[
        { key: 'pending', label: PRODUCT_TABS.pending, children: <PendingProducts /> },
        { key: 'all', label: PRODUCT_TABS.all, children: <AllProducts /> },
      ]}
    />
  );
}

/** The actions an operator has on a product in its state (PRODUCT_TRANSITIONS' operator moves). */
function useProductActions() {
  const [openId, setOpenId] = useState<number | null>(null);
  const approve = useApproveProduct();
  const reject = useRejectProduct();
  const takeDown = useTakeDownProduct();
  const restore = useRestoreProduct();
  const { ask, modal } = useReasonModal();

  const run = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      toast.success(done);
    } catch {
      // toasted by the request layer; the lists reload
    }
  };

  const isWaiting = (p: TAdminProduct) => p.status === PRODUCT_STATE.PENDING || p.revisionPending;
  const render = (p: TAdminProduct) => (
    <Space size={0} wrap>
      <Button type="link" onClick={() => setOpenId(p.id)} data-testid="product-review-open">
        {isWaiting(p) ? '审核' : '详情'}
      </Button>
      {p.status === PRODUCT_STATE.PENDING ? (
        <>
          <Popconfirm
            title={`通过「${p.title}」的审核？`}
            description="通过后商品立即上架，买家即可搜索和购买。"
            okText="通过"
            cancelText="取消"
            onConfirm={() => run(approve.mutateAsync({ id: p.id }), '已通过，商品已上架')}
          >
            <Button type="link" data-testid="product-approve">
              通过
            </Button>
          </Popconfirm>
          <Button
            type="link"
            danger
            data-testid="product-reject"
            onClick={() =>
              ask({
                title: `驳回「${p.title}」`,
                description: '商品不会上架；商家会在商品列表看到驳回原因，修改后可重新提交。',
                okText: '驳回',
                label: '驳回原因',
                isDanger: true,
                onConfirm: (reason) => reject.mutateAsync({ id: p.id, reason }).then(() => toast.success('已驳回')),
              })
            }
          >
            驳回
          </Button>
        </>
      ) : null}
      {p.status === PRODUCT_STATE.ON_SALE || p.status === PRODUCT_STATE.OFF_SALE ? (
        <Button
          type="link"
          danger
          data-testid="product-take-down"
          onClick={() =>
            ask({
              title: `平台下架「${p.title}」`,
              description:
                '商品将立即从所有商品列表、搜索结果和详情页下架，买家无法再购买；商家会看到下架原因，且不能自行重新上架，需由平台恢复。',
              okText: '确认下架',
              label: '下架原因',
              isDanger: true,
              onConfirm: (reason) => takeDown.mutateAsync({ id: p.id, reason }).then(() => toast.success('商品已下架')),
            })
          }
        >
          平台下架
        </Button>
      ) : null}
      {p.status === PRODUCT_STATE.TAKEN_DOWN ? (
        <Popconfirm
          title={`恢复上架「${p.title}」？`}
          description="商品将立即重新上架，买家可以搜索和购买。"
          okText="恢复上架"
          cancelText="取消"
          onConfirm={() => run(restore.mutateAsync({ id: p.id }), '商品已恢复上架')}
        >
          <Button type="link" data-testid="product-restore">
            恢复上架
          </Button>
        </Popconfirm>
      ) : null}
      {p.status === PRODUCT_STATE.ON_SALE ? (
        <Button type="link" href={`/product/detail?id=${p.id}`} target="_blank" rel="noopener">
          查看
        </Button>
      ) : null}
    </Space>
  );
  const drawer = <ProductReviewDrawer productId={openId} onClose={() => setOpenId(null)} />;
  return {
    render,
    open: (p: TAdminProduct) => setOpenId(p.id),
    modal: (
      <>
        {modal}
        {drawer}
      </>
    ),
  };
}

function productColumns(
  isPhone: boolean,
  actions: (p: TAdminProduct) => React.ReactNode,
  onOpen: (p: TAdminProduct) => void,
  onSeller?: (p: TAdminProduct) => void,
): TableProps<TAdminProduct>['columns'] {
  return [
    {
      title: '商品',
      key: 'title',
      width: 300,
      render: (_, p) => (
        <button
          type="button"
          className="admin-product-cell admin-product-open"
          onClick={() => onOpen(p)}
          title="查看审核详情"
        >
          {p.image ? <img src={imageUrl(p.image, '86')} alt="" width={48} height={48} loading="lazy" /> : null}
          <span>
            <b>{p.title}</b>
            <small>ID {p.id}</small>
          </span>
        </button>
      ),
    },
    {
      title: '店铺',
      key: 'shop',
      render: (_, p) =>
        onSeller ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onSeller(p)} title="只看该商家的商品">
            {p.shopName}
          </Button>
        ) : (
          p.shopName
        ),
    },
    { title: '分类', dataIndex: 'categoryName', key: 'category' },
    { title: '价格', key: 'price', align: 'right', render: (_, p) => `¥${formatYuan(p.price)}` },
    { title: '库存', dataIndex: 'stock', key: 'stock', align: 'right' },
    { title: '销量', dataIndex: 'sales', key: 'sales', align: 'right' },
    {
      title: '状态',
      key: 'status',
      render: (_, p) => <ProductStateTags state={p.status} revisionPending={p.revisionPending} />,
    },
    {
      title: '原因',
      key: 'reason',
      width: 200,
      render: (_, p) =>
        p.reason ? (
          <span className="admin-product-reason">{p.reason}</span>
        ) : p.revisionPending ? (
          <span className="admin-product-reason">在售，商家的修改待审核</span>
        ) : (
          '—'
        ),
    },
    { title: '更新时间', key: 'updatedAt', render: (_, p) => formatDate(p.updatedAt, 'YYYY-MM-DD HH:mm') },
    // A phone scrolls the whole row sideways: a fixed column would leave the title no room.
    { title: '操作', key: 'actions', fixed: isPhone ? undefined : 'right', render: (_, p) => actions(p) },
  ];
}

function PendingProducts() {
  const isPhone = useAntdPhone();
  const paging = useAdminPaging();
  const query = usePendingProducts({ page: paging.page, limit: paging.limit });
  const { render, open, modal } = useProductActions();
  return (
    <>
      <AdminTable<TAdminProduct>
        filters={
          <span style={{ color: 'var(--text-2)' }}>
            等待审核的新商品和已上架商品的修改（「修改待审」），先提交的在前。点「审核」查看全部内容后通过或驳回。
          </span>
        }
        query={query}
        columns={productColumns(isPhone, render, open)}
        rowKey="id"
        page={paging.page}
        limit={paging.limit}
        onPage={paging.onPage}
        what="待审核商品"
        testId="admin-product-pending"
      />
      {modal}
    </>
  );
}

function AllProducts() {
  const isPhone = useAntdPhone();
  const paging = useAdminPaging();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<TProductState | undefined>(undefined);
  const [seller, setSeller] = useState<{ id: number; name: string } | null>(null);
  const query = useAdminProducts({
    page: paging.page,
    limit: paging.limit,
    keyword: keyword || undefined,
    status,
    sellerId: seller?.id,
  });
  const { render, open, modal } = useProductActions();
  const filters = (
    <>
      <Input.Search
        allowClear
        placeholder="商品名称或店铺名称"
        aria-label="搜索商品"
        style={{ width: 240 }}
        maxLength={30}
        onSearch={(v) => {
          setKeyword(v.trim());
          paging.toFirst();
        }}
        data-testid="admin-product-search"
      />
      <Select<TProductState | ''>
        aria-label="商品状态"
        style={{ width: 140 }}
        value={status ?? ''}
        onChange={(v) => {
          setStatus(v === '' ? undefined : v);
          paging.toFirst();
        }}
        options={[
          { value: '', label: '全部状态' },
          ...PRODUCT_STATES.map((s) => ({ value: s, label: PRODUCT_STATE_TEXT[s] })),
        ]}
        data-testid="admin-product-status"
      />
      {seller ? (
        <Tag
          closable
          onClose={() => {
            setSeller(null);
            paging.toFirst();
          }}
          style={{ lineHeight: '30px' }}
        >
          商家：{seller.name}
        </Tag>
      ) : (
        <InputNumber<number>
          aria-label="商家ID"
          placeholder="商家ID"
          min={1}
          precision={0}
          inputMode="numeric"
          style={{ width: 120 }}
          onPressEnter={(e) => {
            const id = Number((e.target as HTMLInputElement).value);
            if (Number.isSafeInteger(id) && id > 0) {
              setSeller({ id, name: `ID ${id}` });
              paging.toFirst();
            }
          }}
        />
      )}
    </>
  );
  return (
    <>
      <AdminTable<TAdminProduct>
        filters={filters}
        query={query}
        columns={productColumns(isPhone, render, open, (p) => {
          setSeller({ id: p.sellerId, name: p.shopName });
          paging.toFirst();
        })}
        rowKey="id"
        page={paging.page}
        limit={paging.limit}
        onPage={paging.onPage}
        what="商品"
        testId="admin-product-list"
      />
      {modal}
    </>
  );
}
