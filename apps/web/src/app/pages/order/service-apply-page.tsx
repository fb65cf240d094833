import { RETURN_TYPES, type TReturnType } from '@mall/contract/wire';
import { Button, Result } from 'antd';
import { Link, useNavigate } from 'react-router';
import { isOpenStatus, normalizeService, ServiceApply } from '../../../features/after-sales';
import { ServiceFrame } from './service-frame';

/** ServiceRefund / ServiceReturn / ServiceChange: the request form of one type for an order line. */
export function ServiceApplyPage({ returnType }: { returnType: TReturnType }) {
  const navigate = useNavigate();
  const label = RETURN_TYPES[returnType].label;
  return (
    <ServiceFrame title={`申请${label}`}>
      {({ order, line, service: raw }) => {
        const service = normalizeService(raw);
        const back = `/order/service?orderId=${order.id}&orderDetailId=${line.id}`;
        if (isOpenStatus(service.status) || !service.allowedTypes.includes(returnType))
          return (
            <Result
              status="info"
              title={isOpenStatus(service.status) ? '该商品已有进行中的售后申请' : `该商品当前不可申请${label}`}
              extra={
                <Link to={back}>
                  <Button type="primary">查看售后</Button>
                </Link>
              }
              data-testid="service-apply-closed"
            />
          );
        return (
          <ServiceApply
            returnType={returnType}
            orderId={order.id}
            price={line.price}
            line={line}
            bought={line}
            service={service}
            onApplied={() => navigate(back, { replace: true })}
          />
        );
      }}
    </ServiceFrame>
  );
}
