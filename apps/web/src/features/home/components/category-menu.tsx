import type { TCategory } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { RightOutlined } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { imageUrl } from '../../../lib/image-url';
import { getProductPageQueryOptions, productDetailPath, sortCategories, useCategoryTree } from '../../catalogue';
import { categoryHref } from '../links';

/** How many child names follow a top-level name in its row (JD style: 智能安防 智能摄像头). */
const PREVIEW_CHILDREN = 1;

/** Best sellers shown in the flyout of a top-level category. */
const FLYOUT_PRODUCTS = 6;

function FlyoutProducts({ categoryId }: { categoryId: number }) {
  const query = useQuery(
    getProductPageQueryOptions({ pageNO: 1, pageRows: FLYOUT_PRODUCTS, sort: 'sales', sysCategoryId: categoryId }),
  );
  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  const products = query.data?.data ?? [];
  if (!products.length) return null;
  return (
    <div className="category-flyout-products">
      {products.map((p) => (
        <Link key={p.id} to={productDetailPath(p.id)} className="category-flyout-product" title={p.title}>
          <img src={imageUrl(p.image, '86')} alt={p.title} width={86} height={86} loading="lazy" />
          <span>
            <strong>{p.title}</strong>
            <em>¥{formatYuan(p.price)}</em>
          </span>
        </Link>
      ))}
    </div>
  );
}

/** The children of a top-level category (with grandchildren where the tree has them) and its best sellers. */
function Flyout({ category }: { category: TCategory }) {
  const children = category.children ?? [];
  const hasGrandchildren = children.some((c) => c.children?.length);
  return (
    <div className="category-flyout" data-testid="category-flyout">
      <div className="category-flyout-head">
        <Link to={categoryHref(category.id)}>
          {category.name}
          <RightOutlined />
        </Link>
        {hasGrandchildren ? null : (
          <span className="category-flyout-chips">
            {children.map((child) => (
              <Link key={child.id} to={categoryHref(child.id)}>
                {child.name}
              </Link>
            ))}
          </span>
        )}
      </div>
      {hasGrandchildren ? (
        <dl className="category-flyout-list">
          {children.map((child) => (
            <div key={child.id} className="category-flyout-row">
              <dt>
                <Link to={categoryHref(child.id)}>
                  {child.name}
                  <RightOutlined />
                </Link>
              </dt>
              <dd>
                {(child.children ?? []).map((leaf) => (
                  <Link key={leaf.id} to={categoryHref(leaf.id)}>
                    {leaf.name}
                  </Link>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="category-flyout-title">热销推荐</div>
      <FlyoutProducts categoryId={category.id} />
    </div>
  );
}

/**
 * The system category tree beside the carousel (spec §3 category list): top-level rows, hovering or
 * focusing a row opens its children over the carousel; any name opens `/product?sysCategoryId=<id>`.
 */
export function CategoryMenu() {
  const query = useCategoryTree();
  const tree = useMemo(() => sortCategories(query.data), [query.data]);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = tree.find((c) => c.id === openId);

  return (
    <nav
      className="category-menu"
      aria-label="商品分类"
      onMouseLeave={() => setOpenId(null)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpenId(null);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpenId(null);
      }}
    >
      {query.isPending ? (
        <div className="category-menu-skeleton">
          <Skeleton active title={false} paragraph={{ rows: 8, width: '100%' }} />
        </div>
      ) : query.isError && !query.data ? (
        <div className="category-menu-failed">
          <LoadFailed title="分类加载失败" onRetry={() => void query.refetch()} />
        </div>
      ) : tree.length === 0 ? (
        <p className="category-menu-empty">暂无商品分类</p>
      ) : (
        <ul className="category-menu-list">
          {tree.map((c) => (
            <li
              key={c.id}
              className={c.id === openId ? 'is-open' : undefined}
              onMouseEnter={() => setOpenId(c.id)}
              onFocus={() => setOpenId(c.id)}
            >
              <Link to={categoryHref(c.id)} className="category-menu-main" data-testid="category-menu-item">
                {c.name}
              </Link>
              <span className="category-menu-sub">
                {(c.children ?? []).slice(0, PREVIEW_CHILDREN).map((child) => (
                  <Link key={child.id} to={categoryHref(child.id)}>
                    {child.name}
                  </Link>
                ))}
              </span>
              <RightOutlined className="category-menu-arrow" />
            </li>
          ))}
        </ul>
      )}
      {open ? <Flyout category={open} /> : null}
    </nav>
  );
}
