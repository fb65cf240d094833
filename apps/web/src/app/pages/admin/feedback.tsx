import { FeedbackAdmin } from '../../../features/member/admin/components/feedback-admin';

/** 意见反馈 (/admin/feedback): buyers' feedback, answered once in 消息. */
export default function AdminFeedbackPage() {
  return <FeedbackAdmin />;
}
