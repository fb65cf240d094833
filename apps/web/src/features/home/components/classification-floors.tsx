import type { TCategory, TClassification } from '@mall/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppstoreOutlined, RightOutlined } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { findCategoryPath, ProductCard, useCategoryTree, useClassifications } from '../../catalogue';
import { categoryHref } from '../links';
import { BlockHead, isEmptyList, QueryBlock } from './block-state';

/** Products shown per classification: one row of five beside its banner. */
const FLOOR_PRODUCTS = 5;
/** Sub-categories linked from the banner. */
const FLOOR_SUBS = 4;
const TONES = ['teal', 'blue', 'violet', 'amber', 'rose', 'green'] as const;

function Floor({ item, index, node }: { item: TClassification; index: number; node: TCategory | undefined }) {
  const tone = TONES[index % TONES.length];
  const subs = (node?.children ?? []).slice(0, FLOOR_SUBS);
  return (
    <div className="floor" data-testid="classification-floor">
      <div className={`floor-banner floor-tone-${tone}`}>
        <span className="floor-no">{String(index + 1).padStart(2, '0')}F</span>
        <strong>{item.name}</strong>
        {subs.length ? (
          <span className="floor-subs">
            {subs.map((c) => (
              <Link key={c.id} to={categoryHref(c.id)}>
                {c.name}
              </Link>
            ))}
          </span>
        ) : (
          <small>精选热门好物</small>
        )}
        <Link to={categoryHref(item.id)} className="floor-banner-go">
          进入频道 <RightOutlined />
        </Link>
        <AppstoreOutlined className="floor-banner-mark" aria-hidden="true" />
      </div>
      {item.products.length ? (
        item.products.slice(0, FLOOR_PRODUCTS).map((p) => <ProductCard key={p.id} product={p} />)
      ) : (
        <p className="floor-empty">该分类商品即将上架</p>
      )}
    </div>
  );
}

/**
 * The classification list (queryClassificationList): each category with its products. One tab per
 * category keeps a dozen of them to one screen; the banner links the category and its children.
 */
export function ClassificationFloors() {
  const query = useClassifications();
  const tree = useCategoryTree();
  const [activeKey, setActiveKey] = useState<string>();
  return (
    <section className="home-block home-floors" aria-label="分类精选" data-testid="home-classifications">
      <BlockHead title="分类精选" hint="按品类逛，快速找到心仪设备" more={{ to: '/product', label: '全部商品' }} />
      <QueryBlock
        query={query}
        errorTitle="分类精选加载失败"
        emptyText="暂无分类推荐"
        isEmpty={isEmptyList}
        skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
      >
        {(items) => (
          <Tabs
            className="floor-tabs"
            activeKey={activeKey ?? String(items[0].id)}
            onChange={setActiveKey}
            tabBarGutter={28}
            items={items.map((item, i) => ({
              key: String(item.id),
              label: item.name,
              children: <Floor item={item} index={i} node={findCategoryPath(tree.data, item.id).at(-1)} />,
            }))}
          />
        )}
      </QueryBlock>
    </section>
  );
}
