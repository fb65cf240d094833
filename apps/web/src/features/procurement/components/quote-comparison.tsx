import { CheckCircleFilled, StarFilled } from '@ant-design/icons';
import type { TDemandDetail, TQuote } from '@mall/contract';
import { formatYuan, QUOTE_STATUS } from '@mall/contract/wire';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildComparison } from '../comparison';
import { isQuoteChoosable, quoteBlockedText } from '../procurement-view';

/** Where a quote is settled, with the total the buyer saw here (the settlement checks it is still that). */
export const settlePath = (quote: Pick<TQuote, 'id' | 'demandId' | 'total'>) =>
  `/order/confirm-procurement?quoteId=${quote.id}&demandId=${quote.demandId}&total=${quote.total}`;

function Cell({ isBest, children, label }: { isBest: boolean; children: ReactNode; label?: string }) {
  return (
    <td className={isBest ? 'proc-cmp-cell is-best' : 'proc-cmp-cell'} data-best={isBest || undefined}>
      {children}
      {isBest && label ? <span className="proc-cmp-best">{label}</span> : null}
    </td>
  );
}

interface TQuoteComparisonProps {
  demand: TDemandDetail;
  /** The quotes in the order the buyer chose. */
  quotes: readonly TQuote[];
  /** Quotes revised since the buyer's previous look (tagged 已更新). */
  updatedIds?: ReadonlySet<number>;
  /** Something beside each shop's name (the page's 联系TA). */
  headAction?: (quote: TQuote) => ReactNode;
}

/**
 * The quotes side by side: a column per quote, a row per item (unit price and line total), then
 * 合计, tax, lead time, warranty, validity, note and the shop's rating; the best of each row marked
 * among the quotes that can still be chosen, and the quotes revised since the buyer's last look 已更新. The table scrolls sideways inside its own box, the
 * first column staying in view.
 */
export function QuoteComparison({ demand, quotes, updatedIds, headAction }: TQuoteComparisonProps) {
  const isEligible = (q: TQuote) => isQuoteChoosable(q, demand);
  const cmp = buildComparison(demand.items, quotes, isEligible);
  const cls = (q: TQuote) => {
    if (q.status === QUOTE_STATUS.ACCEPTED) return 'is-won';
    return isEligible(q) ? '' : 'is-off';
  };

  return (
    <section className="proc-cmp-scroll" data-testid="offer-table" aria-label="报价对比表">
      <table className="proc-cmp">
        <thead>
          <tr>
            <th scope="col" className="proc-cmp-corner">
              报价对比
            </th>
            {quotes.map((q) => (
              <th
                key={q.id}
                scope="col"
                className={`proc-cmp-head ${cls(q)}`}
                data-testid="offer-column"
                data-quote-id={q.id}
              >
                <span className="proc-cmp-shop">{q.shopName}</span>
                {headAction ? <span className="proc-cmp-action">{headAction(q)}</span> : null}
                <span className="proc-cmp-tags">
                  {updatedIds?.has(q.id) ? (
                    <Tag color="orange" data-testid="offer-updated" title="商家在您上次查看后修改了这份报价">
                      已更新
                    </Tag>
                  ) : null}
                  {q.status === QUOTE_STATUS.ACCEPTED ? (
                    <Tag color="success" icon={<CheckCircleFilled />} data-testid="offer-won">
                      已成交
                    </Tag>
                  ) : q.status === QUOTE_STATUS.DECLINED ? (
                    <Tag data-testid="offer-declined">{q.statusText || '未中标'}</Tag>
                  ) : q.expired ? (
                    <Tag color="warning" data-testid="offer-expired">
                      已过有效期
                    </Tag>
                  ) : null}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cmp.rows.map((row, r) => (
            <tr key={row.item.id} data-testid={`offer-item-row-${r}`}>
              <th scope="row">
                <span className="proc-cmp-item">{row.item.name}</span>
                <span className="proc-cmp-sub">
                  {row.item.spec ? `${row.item.spec} · ` : ''}
                  {row.item.quantity}
                  {row.item.unit}
                </span>
              </th>
              {quotes.map((q, i) => {
                const cell = row.cells[i];
                return (
                  <Cell key={q.id} isBest={row.cheapest.has(q.id)} label="最低">
                    {cell ? (
                      <>
                        <span className="proc-cmp-price">
                          ¥{formatYuan(cell.unitPrice)}
                          <small>/{row.item.unit}</small>
                        </span>
                        <span className="proc-cmp-sub">小计 ¥{formatYuan(cell.amount)}</span>
                      </>
                    ) : (
                      '—'
                    )}
                  </Cell>
                );
              })}
            </tr>
          ))}
          <tr className="proc-cmp-total" data-testid="offer-total-row">
            <th scope="row">合计</th>
            {quotes.map((q) => (
              <Cell key={q.id} isBest={cmp.cheapestTotal.has(q.id)} label="最低">
                <strong className="proc-money" data-testid="offer-total">
                  ¥{formatYuan(q.total)}
                </strong>
              </Cell>
            ))}
          </tr>
          <tr>
            <th scope="row">含税</th>
            {quotes.map((q) => (
              <td key={q.id}>{q.taxIncluded ? '含税' : '不含税'}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">交货周期</th>
            {quotes.map((q) => (
              <Cell key={q.id} isBest={cmp.shortestLead.has(q.id)} label="最快">
                {q.leadDays}天
              </Cell>
            ))}
          </tr>
          <tr>
            <th scope="row">质保</th>
            {quotes.map((q) => (
              <Cell key={q.id} isBest={cmp.longestWarranty.has(q.id)} label="最长">
                {q.warrantyMonths === 0 ? '无质保' : `${q.warrantyMonths}个月`}
              </Cell>
            ))}
          </tr>
          <tr>
            <th scope="row">报价有效期</th>
            {quotes.map((q) => (
              <td key={q.id} className={q.expired ? 'proc-cmp-expired' : undefined}>
                至 {q.validUntil}
                {q.expired ? <span className="proc-cmp-sub">已过期</span> : null}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">备注</th>
            {quotes.map((q) => (
              <td key={q.id} className="proc-cmp-note">
                {q.note || '—'}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">店铺评分</th>
            {quotes.map((q) => (
              <td key={q.id}>
                <StarFilled className="proc-star" /> {q.shopScore.toFixed(1)}
              </td>
            ))}
          </tr>
          <tr className="proc-cmp-actions">
            <th scope="row">操作</th>
            {quotes.map((q) => {
              const blocked = quoteBlockedText(q, demand);
              return (
                <td key={q.id}>
                  {blocked ? (
                    q.status === QUOTE_STATUS.ACCEPTED && demand.orderId ? (
                      <Link
                        to={`/order/detail?orderId=${demand.orderId}`}
                        className="proc-cmp-order"
                        data-testid="offer-order-link"
                      >
                        查看订单
                      </Link>
                    ) : (
                      <span className="proc-cmp-blocked">{blocked}</span>
                    )
                  ) : (
                    <Link to={settlePath(q)} tabIndex={-1}>
                      <Button type="primary" data-testid="offer-choose">
                        选择此报价
                      </Button>
                    </Link>
                  )}
                </td>
              );
            })}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
