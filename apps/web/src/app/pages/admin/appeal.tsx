import { AppealAdmin } from '../../../features/after-sales/admin/components/appeal-admin';

/** 售后申诉 (/admin/appeal): 申请平台介入 waiting for the platform's decision. */
export default function AdminAppealPage() {
  return <AppealAdmin />;
}
