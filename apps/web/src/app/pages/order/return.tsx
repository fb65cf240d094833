import { ServiceApplyPage } from './service-apply-page';

/** ServiceReturn (`/order/return 退货退款`). */
export default function ServiceReturnPage() {
  return <ServiceApplyPage returnType={2} />;
}
