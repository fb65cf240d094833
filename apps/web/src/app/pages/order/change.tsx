import { ServiceApplyPage } from './service-apply-page';

/** ServiceChange (`/order/change 换货`). */
export default function ServiceChangePage() {
  return <ServiceApplyPage returnType={3} />;
}
