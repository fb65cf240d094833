import type { TServiceData } from '@mall/contract';
import { RETURN_TYPES, type TReturnType } from '@mall/contract/wire';
import { Link } from 'react-router';

const TYPE_TIPS: Record<TReturnType, string> = {
  1: '未收到货，或与商家协商一致不退货只退款',
  2: '已收到货，需要退还收到的商品',
  3: '已收到货，需要更换商品',
};

const TYPES: TReturnType[] = [1, 2, 3];

/** The three kinds of after-sales; those the server would refuse now are shown disabled. */
export function ServiceChoice({ orderId, service }: { orderId: number; service: TServiceData }) {
  return (
    <ul className="service-choice" data-testid="service-choice">
      {TYPES.map((t) => {
        const isAllowed = service.allowedTypes.includes(t);
        const body = (
          <>
            <strong>{RETURN_TYPES[t].label}</strong>
            <span>{isAllowed ? TYPE_TIPS[t] : t === 1 ? '当前不可申请' : '商品发货后可申请'}</span>
          </>
        );
        return (
          <li key={t}>
            {isAllowed ? (
              <Link
                className="service-choice-card"
                to={`${RETURN_TYPES[t].route}?orderId=${orderId}&orderDetailId=${service.orderDetailId}`}
                data-testid={`service-choice-${t}`}
              >
                {body}
              </Link>
            ) : (
              <span
                className="service-choice-card is-disabled"
                aria-disabled="true"
                data-testid={`service-choice-${t}`}
              >
                {body}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
