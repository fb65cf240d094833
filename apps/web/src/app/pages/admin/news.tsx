import { NewsList } from '../../../features/news/admin/components/news-list';

/** 资讯管理 (/admin/news): the articles of every column, drafts and timed ones included. */
export default function AdminNewsPage() {
  return <NewsList />;
}
