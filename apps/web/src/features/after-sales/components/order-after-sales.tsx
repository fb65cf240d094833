import type { TOrderLine, TServiceData } from '@mall/contract';
import { formatYuan, RETURN_STATUS, returnStatusText } from '@mall/contract/wire';
import { Link } from 'react-router';
import { useServiceData } from '../api/get-service-data';
import { isOpenStatus, normalizeService } from '../service-view';
import { LogisticsFacts } from './logistics-facts';
import './after-sales.css';

function serviceHref(orderId: number, orderDetailId: number) {
  return `/order/service?orderId=${orderId}&orderDetailId=${orderDetailId}`;
}

/** Per order line: 申请售后 while the server would take a request, else the request's state. */
export function AfterSalesLineLink({ orderId, service }: { orderId: number; service: TServiceData | undefined }) {
  if (!service) return null;
  const s = normalizeService(service);
  const ret = s.productReturn;
  if (ret && s.status !== RETURN_STATUS.NONE) {
    return (
      <Link to={serviceHref(orderId, s.orderDetailId)} className="after-sales-tag" data-testid="after-sales-tag">
        {ret.returnTypeText} · {returnStatusText(ret.status, ret.returnType)}
      </Link>
    );
  }
  if (s.allowedTypes.length === 0) return null;
  return (
    <Link to={serviceHref(orderId, s.orderDetailId)} className="after-sales-apply" data-testid="after-sales-apply">
      申请售后
    </Link>
  );
}

/** OrderDetail's 售后进度: each line with a request (status 5 counts as none), its state and parcels. */
export function OrderAfterSales({ orderId, lines }: { orderId: number; lines: TOrderLine[] }) {
  const query = useServiceData(orderId);
  const rows = (query.data ?? [])
    .map(normalizeService)
    .filter((s) => s.productReturn !== null && s.status !== RETURN_STATUS.NONE);
  if (rows.length === 0) return null;
  return (
    <section className="page-card" data-testid="order-after-sales">
      <div className="page-card-head">
        <h2>售后进度</h2>
      </div>
      <ul className="after-sales-list">
        {rows.map((s) => {
          const ret = s.productReturn;
          if (!ret) return null;
          const line = lines.find((l) => l.id === s.orderDetailId);
          return (
            <li key={s.orderDetailId} className="after-sales-row" data-testid="after-sales-row">
              <div className="after-sales-row-head">
                <span className="after-sales-title">{line?.title ?? ret.title}</span>
                <Link
                  to={serviceHref(orderId, s.orderDetailId)}
                  className="after-sales-status"
                  data-testid="after-sales-status"
                >
                  {ret.returnTypeText} · {returnStatusText(ret.status, ret.returnType)}
                </Link>
              </div>
              <dl className="service-facts">
                <div className="service-fact">
                  <dt>数量</dt>
                  <dd>{ret.number} 件</dd>
                </div>
                {ret.returnType === 3 ? null : (
                  <div className="service-fact">
                    <dt>退款金额</dt>
                    <dd>
                      ¥{formatYuan(ret.amount + ret.freight)}
                      {ret.freight > 0 ? `（含运费 ¥${formatYuan(ret.freight)}）` : null}
                    </dd>
                  </div>
                )}
                {ret.status === RETURN_STATUS.REJECTED && ret.rejectReason ? (
                  <div className="service-fact">
                    <dt>拒绝原因</dt>
                    <dd>{ret.rejectReason}</dd>
                  </div>
                ) : null}
                {s.returnLogistics ? <LogisticsFacts label="退货物流" parcel={s.returnLogistics} /> : null}
                {s.backLogistics ? <LogisticsFacts label="换货物流" parcel={s.backLogistics} /> : null}
              </dl>
              {isOpenStatus(ret.status) ? (
                <Link to={serviceHref(orderId, s.orderDetailId)} className="after-sales-more">
                  查看详情
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
