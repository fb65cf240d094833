import type { TSellerDemand } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { isQuotable, quoteButtonText, quoteOutcome, quotePath, type TDemandScope } from '../demand-view';

interface TDemandCardProps {
  demand: TSellerDemand;
  scope: TDemandScope;
  now: number;
  /** The quote deadline's countdown (the page draws it: procurement's own). */
  countdown: ReactNode;
  /** The buyer's attachments (the page draws them), or null without any. */
  attachments: ReactNode;
}

/**
 * A demand as a seller reads it: what is bought (every item with its target price), the budget, where
 * and by when; in 需求大厅 the way to quote, in 我的报价 the seller's quote and how it ended.
 */
export function SellerDemandCard({ demand: d, scope, now, countdown, attachments }: TDemandCardProps) {
  const q = d.myQuote;
  const outcome = quoteOutcome(d, now);
  const quotable = isQuotable(d, now);
  return (
    <article className="seller-card seller-demand" data-testid="seller-demand" data-demand-id={d.id}>
      <header className="seller-demand-head">
        <h3 className="seller-demand-title">{d.title}</h3>
        {d.categoryName ? <Tag>{d.categoryName}</Tag> : null}
        {scope === 'quoted' ? (
          <Tag color={outcome.tone} data-testid="seller-quote-outcome">
            {outcome.text}
          </Tag>
        ) : q ? (
          <Tag color="processing">已报价</Tag>
        ) : null}
      </header>
      <p className="seller-demand-facts">
        <span>
          预算 <b className="seller-money">{d.budget === null ? '面议' : `¥${formatYuan(d.budget)}`}</b>
        </span>
        <span>交货地区 {d.regionText}</span>
        <span>交货日期 {d.deliveryDate}</span>
        <span>采购方 {d.buyerName}</span>
        <span>{d.quoteCount} 家已报价</span>
      </p>
      <div className="seller-demand-deadline">
        {countdown}
        <span className="seller-muted">截止 {d.quoteDeadline}</span>
      </div>

      <ul className="seller-demand-items" data-testid="seller-demand-items">
        {d.items.map((item) => (
          <li key={item.id}>
            <span className="seller-demand-item-name">
              {item.name}
              {item.spec ? <span className="seller-muted"> {item.spec}</span> : null}
            </span>
            <span>
              {item.quantity} {item.unit}
            </span>
            <span className="seller-muted">
              目标价 {item.targetPrice === null ? '—' : `¥${formatYuan(item.targetPrice)}`}
            </span>
          </li>
        ))}
      </ul>
      {d.description ? <p className="seller-demand-desc">{d.description}</p> : null}
      {attachments}

      {q ? (
        <div className="seller-demand-mine" data-testid="seller-my-quote">
          <span>
            我的报价 <b className="seller-money">¥{formatYuan(q.total)}</b>
          </span>
          <span>{q.taxIncluded ? '含税' : '不含税'}</span>
          <span>交货 {q.leadDays} 天</span>
          <span>质保 {q.warrantyMonths} 个月</span>
          <span>有效期至 {q.validUntil}</span>
          <span className="seller-muted">更新于 {formatDate(q.updateTime, 'MM-DD HH:mm')}</span>
        </div>
      ) : null}
      {scope === 'quoted' && d.contactName ? (
        <div className="seller-demand-contact" data-testid="seller-demand-contact">
          采购方联系人 {d.contactName} {d.contactPhone ?? ''}
          {d.orderId ? <span className="seller-muted"> · 已生成订单，请在订单中发货</span> : null}
        </div>
      ) : null}

      {quotable ? (
        <footer className="seller-actions">
          <Link to={quotePath(d.id)}>
            <Button type={q ? 'default' : 'primary'} data-testid="seller-quote-button">
              {quoteButtonText(d)}
            </Button>
          </Link>
        </footer>
      ) : null}
    </article>
  );
}
