import './category-panel.css';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { cx } from '../../../components/ui/cx';
import { RightOutlined } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCategoryTree } from '../api/get-category-tree';
import { sortCategories } from '../category-tree';

const categoryPath = (id: number) => `/product?sysCategoryId=${id}`;

/**
 * The phone's category drawer content (DESIGN.md §4), as Chinese malls draw it: top-level names down
 * the left, the chosen one's children (and their children as chips) on the right. Every name opens
 * `/product?sysCategoryId=<id>`; `onPick` closes the drawer.
 */
export default function CategoryPanel({ onPick }: { onPick: () => void }) {
  const query = useCategoryTree();
  const tree = useMemo(() => sortCategories(query.data), [query.data]);
  const [chosenId, setChosenId] = useState<number | undefined>(undefined);
  const chosen = tree.find((c) => c.id === chosenId) ?? tree[0];

  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 10 }} />;
  if (query.isError && !query.data) return <LoadFailed title="分类加载失败" onRetry={() => void query.refetch()} />;
  if (!chosen) return <p className="cat-panel-empty">暂无商品分类</p>;

  return (
    <div className="cat-panel" data-testid="category-panel">
      <ul className="cat-panel-tops" aria-label="一级分类">
        {tree.map((top) => (
          <li key={top.id}>
            <button
              type="button"
              className={cx('cat-panel-top', top.id === chosen.id && 'is-active')}
              aria-pressed={top.id === chosen.id}
              onClick={() => setChosenId(top.id)}
            >
              {top.name}
            </button>
          </li>
        ))}
      </ul>
      <div className="cat-panel-main">
        <Link to={categoryPath(chosen.id)} className="cat-panel-all" onClick={onPick}>
          全部{chosen.name}
          <RightOutlined />
        </Link>
        {(chosen.children ?? []).map((child) => (
          <section key={child.id} className="cat-panel-group">
            <Link to={categoryPath(child.id)} className="cat-panel-child" onClick={onPick}>
              {child.name}
            </Link>
            {child.children?.length ? (
              <div className="cat-panel-leaves">
                {child.children.map((leaf) => (
                  <Link key={leaf.id} to={categoryPath(leaf.id)} className="cat-panel-leaf" onClick={onPick}>
                    {leaf.name}
                  </Link>
                ))}
              </div>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
