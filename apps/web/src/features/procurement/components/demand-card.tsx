import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import type { TDemandCard } from '@mall/contract';
import { Link } from 'react-router';
import { budgetText, itemsSummary } from '../procurement-view';
import { DeadlineCountdown } from './deadline-countdown';

/** The detail page of a demand. */
export const demandDetailPath = (id: number) => `/procurement/detail?id=${id}`;

/** A demand in the market: title, items, budget, region, delivery date, countdown and quotes so far. */
export function DemandCard({ demand, now }: { demand: TDemandCard; now: number }) {
  return (
    <Link to={demandDetailPath(demand.id)} className="proc-card" data-testid="procurement-card">
      <div className="proc-card-head">
        <h3 className="proc-card-title">{demand.title}</h3>
        {demand.categoryName ? <span className="proc-card-category">{demand.categoryName}</span> : null}
      </div>
      <p className="proc-card-items">采购物品：{itemsSummary(demand)}</p>
      <div className="proc-card-budget">
        <span className="proc-card-label">预算</span>
        <strong className={demand.budget === null ? 'proc-money is-open' : 'proc-money'}>
          {budgetText(demand.budget)}
        </strong>
      </div>
      <dl className="proc-card-facts">
        <div>
          <dt>
            <EnvironmentOutlined /> 交货地区
          </dt>
          <dd>{demand.regionText}</dd>
        </div>
        <div>
          <dt>交货日期</dt>
          <dd>{demand.deliveryDate}</dd>
        </div>
      </dl>
      <div className="proc-card-foot">
        <DeadlineCountdown deadlineAt={demand.quoteDeadlineAt} now={now} />
        <span className="proc-card-quotes" data-testid="procurement-card-quotes">
          <ShopOutlined /> 已有{demand.quoteCount}家报价
        </span>
      </div>
      <span className="proc-card-buyer">采购方：{demand.buyerName}</span>
    </Link>
  );
}
