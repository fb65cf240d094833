import type { TCategory } from '@mall/contract';
import { AppstoreOutlined, RightOutlined } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { findCategoryPath } from '../category-tree';

interface TCategorySidebarProps {
  title?: string;
  tree: TCategory[] | undefined;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  selectedId: number | undefined;
  /** `undefined`: all categories. */
  onSelect: (id: number | undefined) => void;
  /** Show the children of the selected top-level category (system tree); shop trees are flat. */
  isNested?: boolean;
}

/**
 * Category navigation of the list pages: the selected category is highlighted and its top-level
 * parent opened. Choosing a top-level category lists its children's products too (the server
 * filters by the whole subtree).
 */
export function CategorySidebar({
  title = '商品分类',
  tree,
  isLoading,
  isError,
  onRetry,
  selectedId,
  onSelect,
  isNested = true,
}: TCategorySidebarProps) {
  const path = findCategoryPath(tree, selectedId);
  const openId = path[0]?.id;
  return (
    <nav className="cat-side" aria-label={title} data-testid="category-sidebar">
      <div className="cat-side-head">
        <AppstoreOutlined /> {title}
      </div>
      {isLoading ? (
        <div className="cat-side-loading">
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        </div>
      ) : isError ? (
        <div className="cat-side-error">
          分类加载失败
          {onRetry ? (
            <button type="button" className="link-btn" onClick={onRetry}>
              重试
            </button>
          ) : null}
        </div>
      ) : (
        <ul className="cat-side-list">
          <li>
            <button
              type="button"
              className={`cat-side-item${selectedId === undefined ? ' is-active' : ''}`}
              aria-current={selectedId === undefined ? 'true' : undefined}
              onClick={() => onSelect(undefined)}
            >
              全部商品
            </button>
          </li>
          {(tree ?? []).map((top) => {
            const isOpen = isNested && top.id === openId && Boolean(top.children?.length);
            const isActive = top.id === selectedId;
            return (
              <li key={top.id} className={isOpen ? 'is-open' : undefined}>
                <button
                  type="button"
                  className={`cat-side-item${isActive ? ' is-active' : ''}${top.id === openId ? ' is-parent' : ''}`}
                  aria-current={isActive ? 'true' : undefined}
                  aria-expanded={isNested && top.children?.length ? isOpen : undefined}
                  onClick={() => onSelect(top.id)}
                >
                  <span>{top.name}</span>
                  {isNested && top.children?.length ? <RightOutlined className="cat-side-arrow" /> : null}
                </button>
                {isOpen ? (
                  <ul className="cat-side-children">
                    {top.children?.map((child) => (
                      <li key={child.id}>
                        <button
                          type="button"
                          className={`cat-side-child${child.id === selectedId ? ' is-active' : ''}`}
                          aria-current={child.id === selectedId ? 'true' : undefined}
                          onClick={() => onSelect(child.id)}
                        >
                          {child.name}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
