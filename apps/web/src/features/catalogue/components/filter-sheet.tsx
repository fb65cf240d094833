import type { TCategory } from '@mall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Drawer } from '../../../components/ui/drawer';
import { getProductPageQueryOptions } from '../api/get-product-page';
import { clearListFilters, LIST_PAGE_ROWS, patchListParams, type TListParams, toPortalQuery } from '../list-params';
import { CategorySidebar } from './category-sidebar';
import { FilterPanel } from './filter-panel';

/**
 * The phone's 筛选 bottom sheet of the product list: the category tree and the filter rows on a draft
 * of the list state, applied together by the footer's button, which counts the products the draft
 * finds (the shell re-mounts the page on every change of the query string, so the filters cannot
 * apply one by one under an open sheet). The count's answer is the list's first page, so the list
 * draws at once when the draft is applied.
 */
export function FilterSheet({
  params,
  tree,
  isTreeLoading,
  isTreeError,
  onTreeRetry,
  onApply,
  onClose,
}: {
  params: TListParams;
  tree: TCategory[] | undefined;
  isTreeLoading: boolean;
  isTreeError: boolean;
  onTreeRetry: () => void;
  onApply: (next: TListParams) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(params);
  const change = (patch: Parameters<typeof patchListParams>[1]) => setDraft((d) => patchListParams(d, patch));
  const found = useQuery({
    ...getProductPageQueryOptions(toPortalQuery(draft, LIST_PAGE_ROWS)),
    placeholderData: keepPreviousData,
  }).data?.total;
  return (
    <Drawer
      open
      onClose={onClose}
      placement="bottom"
      title="筛选"
      className="list-filter-sheet"
      data-testid="filter-sheet"
      footer={
        <div className="list-filter-sheet-foot">
          <Button size="large" onClick={() => setDraft(clearListFilters(draft))}>
            重置
          </Button>
          <Button size="large" type="primary" onClick={() => onApply(draft)} data-testid="filter-done">
            {found === undefined ? '确定' : `查看 ${found} 件商品`}
          </Button>
        </div>
      }
    >
      <CategorySidebar
        tree={tree}
        isLoading={isTreeLoading}
        isError={isTreeError}
        onRetry={onTreeRetry}
        selectedId={draft.sysCategoryId}
        onSelect={(id) => change({ sysCategoryId: id })}
      />
      <FilterPanel params={draft} onChange={change} />
    </Drawer>
  );
}
