import { ContentModeration } from '../../../features/moderation/admin/components/content-moderation';

/** 内容管理 (/admin/content): reviews, replies, plans, community posts and demands, hidden or restored. */
export default function AdminContentPage() {
  return <ContentModeration />;
}
