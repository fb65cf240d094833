import { Button, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useAdminNewsDetail } from '../../../features/news/admin/api/get-admin-news-detail';
import { NewsForm } from '../../../features/news/admin/components/news-form';
import { EMPTY_NEWS_FORM, newsFormValues } from '../../../features/news/admin/news-admin-view';

/**
 * 编辑资讯 (/admin/news/edit, `?id=` an article; none: a new one). The rich editor comes with this
 * page's chunk only.
 */
export default function AdminNewsEditPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const detail = useAdminNewsDetail(id);
  if (id === null) return <NewsForm key="new" id={null} initial={EMPTY_NEWS_FORM} />;
  if (detail.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (detail.isError || !detail.data)
    return (
      <Result
        status="404"
        title="资讯不存在或已删除"
        extra={
          <Link to="/admin/news">
            <Button type="primary">返回资讯管理</Button>
          </Link>
        }
      />
    );
  return <NewsForm key={id} id={id} initial={newsFormValues(detail.data)} />;
}
