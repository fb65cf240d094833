import { ReloadOutlined, TrophyOutlined } from '@ant-design/icons';
import type { TQuoteComparison } from '@mall/contract';
import { DEMAND_STATUS, formatYuan, QUOTE_STATUS } from '@mall/contract/wire';
import { Alert, Empty, Segmented, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { QUOTES_POLL_MS, useQuotes } from '../../../features/procurement/api/get-quotes';
import { sortQuotes, type TQuoteSort } from '../../../features/procurement/comparison';
import { DeadlineCountdown } from '../../../features/procurement/components/deadline-countdown';
import { demandDetailPath } from '../../../features/procurement/components/demand-card';
import { DemandStatusTag } from '../../../features/procurement/components/demand-status';
import '../../../features/procurement/components/procurement.css';
import { MissingResult } from '../../../components/missing-result';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { ChatOpenButton } from '../../../features/chat/components/chat-open-button';
import { MyProcurementFrame } from '../../../features/procurement/components/my-procurement-frame';
import { QuoteComparison } from '../../../features/procurement/components/quote-comparison';
import { useUpdatedQuoteIds } from '../../../features/procurement/components/use-updated-quote-ids';
import { budgetText, isQuoteChoosable, shownStatus } from '../../../features/procurement/procurement-view';
import { parseId } from '../../../lib/query-id';
import { useNow } from '../../../lib/use-now';

const SORTS: { value: TQuoteSort; label: string }[] = [
  { value: 'total', label: '按总价' },
  { value: 'lead', label: '按交货周期' },
];

function Frame({ children, title = '报价对比' }: { children: React.ReactNode; title?: string }) {
  return (
    <MyProcurementFrame title={title} className="proc-offer" testId="procurement-offer-page">
      {children}
    </MyProcurementFrame>
  );
}

function OfferView({ data }: { data: TQuoteComparison }) {
  const { demand, quotes } = data;
  const [sort, setSort] = useState<TQuoteSort>('total');
  const status = shownStatus(demand, Date.now());
  const now = useNow(1000, status === DEMAND_STATUS.QUOTING);
  const sorted = useMemo(() => sortQuotes(quotes, sort, (q) => isQuoteChoosable(q, demand)), [quotes, sort, demand]);
  const won = quotes.find((q) => q.status === QUOTE_STATUS.ACCEPTED || q.id === demand.settledQuoteId) ?? null;
  const updatedIds = useUpdatedQuoteIds(quotes);
  const updatedCount = quotes.filter((q) => updatedIds.has(q.id)).length;

  return (
    <Frame>
      <section className="proc-offer-demand" data-testid="offer-demand">
        <div className="proc-offer-title">
          <DemandStatusTag status={shownStatus(demand, now)} />
          <Link to={demandDetailPath(demand.id)} className="proc-mine-title">
            {demand.title}
          </Link>
        </div>
        <p className="proc-mine-facts">
          <span>{demand.items.length} 项物品</span>
          <span>预算 {budgetText(demand.budget)}</span>
          <span>交货 {demand.deliveryDate}</span>
          <span>{demand.regionText}</span>
        </p>
        {status === DEMAND_STATUS.QUOTING ? <DeadlineCountdown deadlineAt={demand.quoteDeadlineAt} now={now} /> : null}
      </section>

      {won ? (
        <Alert
          type="success"
          showIcon
          icon={<TrophyOutlined />}
          className="proc-offer-won"
          data-testid="offer-settled"
          title={
            <span>
              已选择「{won.shopName}」的报价成交，合计 ¥{formatYuan(won.total)}。
              {demand.orderId ? (
                <Link to={`/order/detail?orderId=${demand.orderId}`} data-testid="offer-settled-order">
                  查看订单
                </Link>
              ) : null}
            </span>
          }
        />
      ) : demand.status === DEMAND_STATUS.CLOSED ? (
        <Alert type="info" showIcon className="proc-offer-won" title="该采购需求已关闭，报价仅供查看。" />
      ) : null}

      {quotes.length === 0 ? (
        <Empty
          className="proc-empty"
          data-testid="offer-empty"
          description={
            status === DEMAND_STATUS.QUOTING
              ? '暂时还没有商家报价，商家报价后会自动显示在这里'
              : '该采购需求没有收到报价'
          }
        >
          {status === DEMAND_STATUS.QUOTING ? (
            <span className="page-card-hint">
              <ReloadOutlined spin /> 每{QUOTES_POLL_MS / 1000}秒自动刷新
            </span>
          ) : null}
        </Empty>
      ) : (
        <>
          <div className="proc-offer-toolbar">
            <span data-testid="offer-count">共 {quotes.length} 份报价</span>
            <Segmented<TQuoteSort>
              value={sort}
              onChange={setSort}
              options={SORTS}
              aria-label="报价排序"
              className="proc-segmented"
              data-testid="offer-sort"
            />
          </div>
          {updatedCount > 0 && !won ? (
            <Alert
              type="warning"
              showIcon
              className="proc-offer-updated"
              data-testid="offer-updated-notice"
              title={`${updatedCount}份报价在您上次查看后有更新（已标注「已更新」），成交前请核对价格与条款。`}
            />
          ) : null}
          <QuoteComparison
            demand={demand}
            quotes={sorted}
            updatedIds={updatedIds}
            headAction={(q) => (
              <ChatOpenButton shopId={q.sellerId} className="is-small">
                联系TA
              </ChatOpenButton>
            )}
          />
          <p className="page-card-hint proc-offer-legend">
            标绿为同一行中最优的报价（单价、合计最低，交货最快，质保最长）；已过有效期或未中标的报价不能选择。
          </p>
        </>
      )}
    </Frame>
  );
}

/** UserProcurementOffer (`/user/procurement/offer?id=`): the demand's quotes side by side, owner only. */
export default function UserProcurementOfferPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const quotes = useQuotes(id);
  if (id === undefined || (quotes.isError && isMissing(quotes.error))) {
    return (
      <Frame>
        <MissingResult
          title="采购需求不存在"
          subTitle="只有采购需求的发布者可以查看报价。"
          backTo="/user/procurement"
          backText="返回我的采购"
          testId="offer-missing"
        />
      </Frame>
    );
  }
  if (quotes.isPending) {
    return (
      <Frame>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Frame>
    );
  }
  if (quotes.isError) {
    return (
      <Frame>
        <LoadFailed title="报价加载失败" onRetry={() => quotes.refetch()} />
      </Frame>
    );
  }
  return <OfferView data={quotes.data} />;
}
