import { RETURN_STATUS } from '@mall/contract/wire';
import { normalizeService, RejectedReturn, ServiceChoice, ServiceProgress } from '../../../features/after-sales';
import '../../../features/after-sales/components/after-sales.css';
import { ServiceFrame } from './service-frame';

/**
 * Service (`/order/service?orderId=&orderDetailId=`): an open or finished request's progress; none
 * (also 已取消, spec §4, and 已拒绝, shown above the choice) → 仅退款 / 退货退款 / 换货.
 */
export default function ServicePage() {
  return (
    <ServiceFrame title="申请售后">
      {({ order, service: raw }) => {
        const service = normalizeService(raw);
        const ret = service.productReturn;
        if (ret && service.status !== RETURN_STATUS.REJECTED && service.status !== RETURN_STATUS.NONE)
          return <ServiceProgress orderId={order.id} service={service} />;
        return (
          <>
            {ret && service.status === RETURN_STATUS.REJECTED ? <RejectedReturn orderId={order.id} ret={ret} /> : null}
            {service.allowedTypes.length === 0 ? (
              <p className="service-hint" data-testid="service-closed">
                {service.returnableNumber <= 0
                  ? '该商品已全部退款，无法再申请售后'
                  : ret?.appeal?.status === 1
                    ? '平台正在处理您的申诉，处理完成前不能再次申请售后'
                    : '该商品当前不可申请售后'}
              </p>
            ) : null}
            <ServiceChoice orderId={order.id} service={service} />
          </>
        );
      }}
    </ServiceFrame>
  );
}
