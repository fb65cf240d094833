import type { TListingContent, TListingDetail } from '@mall/contract';
import { comboText, REVISION_STATE, REVISION_STATE_TEXT } from '@mall/contract/admin-wire';
import { formatYuan, iotSpecRows, PRODUCT_STATE } from '@mall/contract/wire';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Image,
  Popconfirm,
  Segmented,
  Space,
  Spin,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useReasonModal } from '../../../../components/admin/reason-modal';
import { useAntdPhone } from '../../../../components/use-antd-phone';
import { formatDate } from '../../../../lib/format';
import { imageUrl } from '../../../../lib/image-url';
import { toast } from '../../../../lib/toast';
import { useApproveProduct } from '../api/approve-product';
import { useAdminProductDetail } from '../api/get-product-detail';
import { useRejectProduct } from '../api/reject-product';
import { listingChanges, type TListingChanges } from '../listing-changes';
import { ProductStateTags } from './product-state-tag';

interface TProductReviewDrawerProps {
  /** The product open, or null. */
  productId: number | null;
  onClose: () => void;
}

/** What the operator decides on: the new product itself, or the approved product's waiting edit. */
function reviewOf(d: TListingDetail): 'product' | 'revision' | null {
  if (d.state === PRODUCT_STATE.PENDING) return 'product';
  if (d.revision?.state === REVISION_STATE.PENDING) return 'revision';
  return null;
}

/**
 * 商品审核: everything the operator judges of one product (shop, category, texts, every picture, IoT
 * facts, specs and SKUs, the detail as buyers read it) and, for an approved product's edit, what it
 * changes against the live listing; 通过 / 驳回 while it waits.
 */
export function ProductReviewDrawer({ productId, onClose }: TProductReviewDrawerProps) {
  const isPhone = useAntdPhone();
  const query = useAdminProductDetail(productId);
  const approve = useApproveProduct();
  const reject = useRejectProduct();
  const { ask, modal } = useReasonModal();
  const d = query.data;
  const review = d ? reviewOf(d) : null;
  const title = d ? (d.revision && review === 'revision' ? d.revision.content.title : d.content.title) : '';

  const onApprove = async () => {
    if (!d) return;
    try {
      await approve.mutateAsync({ id: d.id, version: reviewedVersion(d) });
      toast.success(review === 'revision' ? '已通过，修改已生效' : '已通过，商品已上架');
      onClose();
    } catch {
      // toasted by the request layer; the drawer stays for another look
    }
  };
  const onReject = () => {
    if (!d) return;
    ask({
      title: review === 'revision' ? `驳回「${d.content.title}」的修改` : `驳回「${title}」`,
      description:
        review === 'revision'
          ? '修改不会生效，线上商品照常销售；商家会看到驳回原因，修改后可重新提交。'
          : '商品不会上架；商家会在商品列表看到驳回原因，修改后可重新提交。',
      okText: '驳回',
      label: '驳回原因',
      placeholder: '例如：主图含有联系方式，请更换',
      isDanger: true,
      onConfirm: (reason) =>
        reject.mutateAsync({ id: d.id, reason, version: reviewedVersion(d) }).then(() => {
          toast.success('已驳回');
          onClose();
        }),
    });
  };

  return (
    <>
      <Drawer
        open={productId !== null}
        onClose={onClose}
        width={isPhone ? '100%' : 880}
        title={review === 'revision' ? '审核商品修改' : review === 'product' ? '审核新商品' : '商品详情'}
        destroyOnHidden
        className="admin-review-drawer"
        extra={
          d && review ? (
            <Space>
              <Button danger onClick={onReject} data-testid="product-review-reject">
                驳回
              </Button>
              <Popconfirm
                title={review === 'revision' ? '通过这次修改？' : `通过「${title}」的审核？`}
                description={
                  review === 'revision'
                    ? '修改立即替换线上内容，商品照常销售。'
                    : '通过后商品立即上架，买家即可搜索和购买。'
                }
                okText="通过"
                cancelText="取消"
                onConfirm={onApprove}
              >
                <Button type="primary" loading={approve.isPending} data-testid="product-review-approve">
                  通过
                </Button>
              </Popconfirm>
            </Space>
          ) : null
        }
      >
        {query.isPending && productId !== null ? (
          <div className="admin-review-loading">
            <Spin />
          </div>
        ) : query.isError ? (
          <Alert
            type="error"
            showIcon
            message="商品详情加载失败"
            action={<Button onClick={() => query.refetch()}>重试</Button>}
          />
        ) : d ? (
          <ReviewBody detail={d} review={review} />
        ) : null}
      </Drawer>
      {modal}
    </>
  );
}

function ReviewBody({ detail: d, review }: { detail: TListingDetail; review: 'product' | 'revision' | null }) {
  const [view, setView] = useState<'revision' | 'live'>('revision');
  const revision = d.revision;
  const changes = revision ? listingChanges(d.content, revision.content) : null;
  const shown = revision && view === 'revision' ? revision.content : d.content;
  return (
    <div data-testid="product-review">
      <Descriptions
        size="small"
        bordered
        column={1}
        className="admin-review-facts"
        items={[
          { key: 'shop', label: '店铺', children: `${d.shopName}（商家ID ${d.sellerId}）` },
          {
            key: 'state',
            label: '状态',
            children: (
              <>
                <ProductStateTags state={d.state} revisionPending={review === 'revision'} />
                {d.stateReason ? <span className="admin-review-reason">原因：{d.stateReason}</span> : null}
              </>
            ),
          },
          { key: 'id', label: '商品ID', children: d.id },
          {
            key: 'time',
            label: revision ? '修改提交时间' : d.state === PRODUCT_STATE.PENDING ? '提交时间' : '更新时间',
            children: formatDate(revision ? revision.updatedAt : d.updatedAt, 'YYYY-MM-DD HH:mm'),
          },
        ]}
      />
      {revision ? (
        <>
          <Alert
            className="admin-review-note"
            type={review === 'revision' ? 'info' : 'warning'}
            showIcon
            message={
              review === 'revision'
                ? '这是已上架商品的修改：买家现在看到的是线上版本，商品照常销售；通过后修改替换线上内容，驳回则线上版本不变。'
                : `商家的修改${REVISION_STATE_TEXT[revision.state]}${revision.reason ? `（${revision.reason}）` : ''}，不在审核队列中。`
            }
          />
          {changes ? <ChangeList changes={changes} /> : null}
          <Segmented<'revision' | 'live'>
            className="admin-review-switch"
            value={view}
            onChange={setView}
            options={[
              { value: 'revision', label: '修改后' },
              { value: 'live', label: '线上版本' },
            ]}
            data-testid="product-review-view"
          />
        </>
      ) : null}
      <ListingView
        content={shown}
        newImages={revision && view === 'revision' ? (changes?.images?.added ?? []) : []}
        isRevision={Boolean(revision && view === 'revision')}
      />
    </div>
  );
}

/** What the edit changes, item by item. */
function ChangeList({ changes }: { changes: TListingChanges }) {
  const items: { key: string; label: string; children: React.ReactNode }[] = [];
  for (const f of changes.fields) {
    items.push({
      key: `field-${f.label}`,
      label: f.label,
      children: (
        <span>
          <del className="admin-review-before">{f.before || '（空）'}</del> → <b>{f.after || '（空）'}</b>
        </span>
      ),
    });
  }
  if (changes.images) {
    const { added, removed, isMainChanged, isReordered } = changes.images;
    const words = [
      added.length ? `新增${added.length}张` : '',
      removed.length ? `移除${removed.length}张` : '',
      isMainChanged ? '更换主图' : '',
      isReordered ? '调整顺序' : '',
    ].filter(Boolean);
    items.push({
      key: 'images',
      label: '图片',
      children: (
        <div>
          <div>{words.join('，')}</div>
          {added.length || removed.length ? (
            <Image.PreviewGroup>
              <div className="admin-review-thumbs">
                {[
                  ...added.map((url) => ({ url, kind: 'is-added', alt: '新增图片', caption: '新增' })),
                  ...removed.map((url) => ({ url, kind: 'is-removed', alt: '移除的图片', caption: '移除' })),
                ].map((p) => (
                  <figure key={p.url} className={p.kind}>
                    <Image
                      src={imageUrl(p.url, '86')}
                      preview={{ src: imageUrl(p.url, '900') }}
                      width={56}
                      height={56}
                      alt={p.alt}
                    />
                    <figcaption>{p.caption}</figcaption>
                  </figure>
                ))}
              </div>
            </Image.PreviewGroup>
          ) : null}
        </div>
      ),
    });
  }
  for (const f of changes.facets) {
    items.push({
      key: `facet-${f.label}`,
      label: f.label,
      children: (
        <span>
          {f.added.map((v) => (
            <Tag key={`+${v}`} color="green">
              +{v}
            </Tag>
          ))}
          {f.removed.map((v) => (
            <Tag key={`-${v}`} color="red">
              −{v}
            </Tag>
          ))}
        </span>
      ),
    });
  }
  for (const s of changes.specValues) {
    items.push({ key: `spec-${s.name}`, label: `规格「${s.name}」`, children: `新增值：${s.added.join('、')}` });
  }
  if (changes.newSkus.length) {
    items.push({
      key: 'skus',
      label: '新增SKU',
      children: (
        <ul className="admin-review-list">
          {changes.newSkus.map((s) => (
            <li key={comboText(s.values)}>
              {comboText(s.values)}：¥{formatYuan(s.price)}，库存 {s.stock}
              {s.code ? `，商家编码 ${s.code}` : ''}
            </li>
          ))}
        </ul>
      ),
    });
  }
  for (const c of changes.codeChanges) {
    items.push({
      key: `code-${comboText(c.values)}`,
      label: `商家编码（${comboText(c.values)}）`,
      children: `${c.before ?? '无'} → ${c.after ?? '无'}`,
    });
  }
  items.push({
    key: 'detail',
    label: '商品详情',
    children: changes.isDetailChanged ? <Tag color="orange">已修改（切换「线上版本」对照）</Tag> : '未修改',
  });
  return (
    <section className="admin-review-section" data-testid="product-review-changes">
      <h3>修改内容{changes.count ? `（${changes.count}项）` : ''}</h3>
      {changes.count === 0 ? <p className="admin-review-muted">商家重新保存了商品，内容与线上版本一致。</p> : null}
      <Descriptions size="small" bordered column={1} items={items} />
    </section>
  );
}

/** One listing's content as buyers would see it. */
function ListingView({
  content: c,
  newImages,
  isRevision,
}: {
  content: TListingContent;
  newImages: string[];
  isRevision: boolean;
}) {
  const facts = iotSpecRows(c.facets);
  return (
    <div data-testid="product-review-content">
      <section className="admin-review-section">
        <h2 className="admin-review-title" data-testid="product-review-title">
          {c.title}
        </h2>
        {c.subtitle ? <p className="admin-review-subtitle">{c.subtitle}</p> : null}
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'category', label: '分类', children: c.categoryPath || '—' },
            { key: 'brand', label: '品牌', children: c.brand },
            { key: 'weight', label: '重量', children: c.weightGrams === null ? '未填写' : `${c.weightGrams} 克` },
          ]}
        />
      </section>
      <section className="admin-review-section">
        <h3>商品图片（{c.images.length}张，点击放大）</h3>
        <Image.PreviewGroup>
          <div className="admin-review-gallery" data-testid="product-review-images">
            {c.images.map((url, i) => (
              <figure key={url}>
                <Image
                  src={imageUrl(url, '450')}
                  preview={{ src: imageUrl(url, '900') }}
                  width={104}
                  height={104}
                  alt={`商品图片${i + 1}`}
                />
                {i === 0 ? <figcaption>主图</figcaption> : null}
                {newImages.includes(url) ? <figcaption className="is-added">新增</figcaption> : null}
              </figure>
            ))}
          </div>
        </Image.PreviewGroup>
      </section>
      <section className="admin-review-section">
        <h3>物联网参数</h3>
        <Descriptions
          size="small"
          bordered
          column={1}
          items={facts.map((row) => ({
            key: row.label,
            label: row.label,
            children: row.values.length ? row.values.map((v) => <Tag key={v}>{v}</Tag>) : '—',
          }))}
        />
      </section>
      <section className="admin-review-section">
        <h3>规格与SKU（{c.skus.length}个）</h3>
        <p className="admin-review-specs">
          {c.specs.map((s) => (
            <span key={s.name}>
              <b>{s.name}</b>：{s.values.join('、')}
            </span>
          ))}
        </p>
        <Table
          size="small"
          rowKey={(s) => comboText(s.values)}
          dataSource={c.skus}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="product-review-skus"
          columns={[
            {
              title: '规格',
              key: 'values',
              render: (_, s) => (
                <span>
                  {comboText(s.values)}
                  {isRevision && s.id === null ? (
                    <Tag color="green" style={{ marginLeft: 6 }}>
                      新增
                    </Tag>
                  ) : null}
                </span>
              ),
            },
            { title: '价格', key: 'price', align: 'right', render: (_, s) => `¥${formatYuan(s.price)}` },
            { title: '库存', dataIndex: 'stock', key: 'stock', align: 'right' },
            { title: '商家编码', key: 'code', render: (_, s) => s.code ?? '—' },
          ]}
        />
      </section>
      <section className="admin-review-section">
        <h3>商品详情</h3>
        <div className="admin-review-detail">
          {c.detailHtml.trim() ? <ReviewHtml html={c.detailHtml} /> : <Empty description="商家未填写商品详情" />}
        </div>
      </section>
    </div>
  );
}

/**
 * What the reviewer read: the waiting revision's time, or the product's. The server answers 409
 * when the seller withdrew and changed it since, so nothing unread goes live.
 */
function reviewedVersion(d: TListingDetail): number {
  return d.revision?.state === REVISION_STATE.PENDING ? d.revision.updatedAt : d.updatedAt;
}

/** The detail page's look, inside the preview frame (the buyer's rich-text styles, in short). */
const REVIEW_HTML_STYLE =
  "body{margin:0;padding:4px;font:14px/1.75 -apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#333}" +
  'img{max-width:100%;height:auto;display:block;margin:8px 0}table{border-collapse:collapse;width:100%}' +
  'td,th{border:1px solid #eee;padding:6px 10px;text-align:left}h2,h3,h4{margin:16px 0 8px}p{margin:0 0 8px}';

/**
 * The seller's detail HTML as the reviewer reads it: in a sandboxed frame (no script can run, no
 * form post, links open apart), so the console needs neither the buyer's sanitizer nor its chunk.
 * The server sanitized it when it was stored.
 */
function ReviewHtml({ html }: { html: string }) {
  return (
    <iframe
      title="商品详情预览"
      sandbox=""
      className="admin-review-html"
      srcDoc={`<!doctype html><meta charset="utf-8"><base target="_blank"><style>${REVIEW_HTML_STYLE}</style>${html}`}
      data-testid="rich-text"
    />
  );
}
