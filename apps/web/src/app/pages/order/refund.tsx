import { ServiceApplyPage } from './service-apply-page';

/** ServiceRefund (`/order/refund 仅退款`). */
export default function ServiceRefundPage() {
  return <ServiceApplyPage returnType={1} />;
}
