import { ArrowLeftOutlined } from '@ant-design/icons';
import { STATUS } from '@mall/contract/wire';
import { Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { categoryOptions, findCategoryPath, sortCategories, useCategoryTree } from '../../../features/catalogue';
import { useListing } from '../../../features/seller/api/get-listing';
import { ListingEditor } from '../../../features/seller/components/listing-editor';
import { editedContent, emptyListingForm, listingFormValues } from '../../../features/seller/listing-form';
import { parseId } from '../../../lib/query-id';
import { usePageTitle } from '../../../stores/page-title';
import './product-edit.css';

/** The page's frame: its title (the workbench's header and the document's) and the way back to the list. */
function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <div className="seller-product-edit" data-testid="seller-product-edit">
      <div className="seller-product-edit-head">
        <LinkButton to="/seller/product" icon={<ArrowLeftOutlined />} type="text">
          商品管理
        </LinkButton>
        {/* The workbench's header names the page on a desktop; on a phone it shows the shop. */}
        <h1 className="seller-product-edit-title">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/**
 * 发布商品 (/seller/product/edit) and 编辑商品 (?id=N): the listing editor. An approved product opens
 * its revision when it has one; another seller's product or an unknown id is 商品不存在.
 */
export default function SellerProductEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw === null ? null : (parseId(raw) ?? -1);
  const isPhone = useAntdPhone();
  const navigate = useNavigate();
  const tree = useCategoryTree();
  const listing = useListing(id !== null && id > 0 ? id : null);
  const categories = useMemo(() => categoryOptions(sortCategories(tree.data)), [tree.data]);
  const title = id === null ? '发布商品' : '编辑商品';

  const onSaved = (savedId: number) => {
    if (savedId !== id) navigate(`/seller/product/edit?id=${savedId}`, { replace: true });
  };

  if (id === null) {
    return (
      <Frame title={title}>
        <ListingEditor
          key="new"
          detail={null}
          initial={emptyListingForm()}
          categories={categories}
          isCategoriesLoading={tree.isPending}
          isPhone={isPhone}
          onSaved={onSaved}
        />
      </Frame>
    );
  }
  const status = (listing.error as { status?: unknown } | null)?.status;
  if (id < 0 || status === STATUS.NOT_FOUND) {
    return (
      <Frame title={title}>
        <div className="seller-card" data-testid="listing-not-found">
          <Result
            status="404"
            title="商品不存在"
            subTitle="该商品可能已删除，或不属于您的店铺。"
            extra={
              <LinkButton type="primary" to="/seller/product">
                返回商品列表
              </LinkButton>
            }
          />
        </div>
      </Frame>
    );
  }
  if (listing.isError) {
    return (
      <Frame title={title}>
        <LoadFailed title="商品加载失败" onRetry={() => void listing.refetch()} />
      </Frame>
    );
  }
  // The cascader needs the category's path, so the form waits for the tree as well.
  if (listing.isPending || (tree.isPending && !tree.isError)) {
    return (
      <Frame title={title}>
        <div className="seller-card" role="status" aria-busy="true" aria-label="商品加载中">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      </Frame>
    );
  }
  const detail = listing.data;
  const content = editedContent(detail);
  const path = findCategoryPath(tree.data, content.categoryId).map((c) => c.id);
  return (
    <Frame title={title}>
      <ListingEditor
        // A new answer (saved, submitted, withdrawn) starts the form again from what the server holds.
        key={`${detail.id}-${detail.updatedAt}-${detail.state}-${detail.revision?.state ?? 'none'}-${detail.revision?.updatedAt ?? 0}`}
        detail={detail}
        initial={listingFormValues(content, path)}
        categories={categories}
        isCategoriesLoading={false}
        isPhone={isPhone}
        onSaved={onSaved}
      />
    </Frame>
  );
}
