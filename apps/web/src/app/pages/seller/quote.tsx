import { Button, Result, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { AttachmentList } from '../../../features/procurement/components/attachment-list';
import { DeadlineCountdown } from '../../../features/procurement/components/deadline-countdown';
import '../../../features/procurement/components/procurement.css';
import { useSellerDemand } from '../../../features/seller/api/get-demand';
import { QuoteForm } from '../../../features/seller/components/quote-form';
import { isQuotable } from '../../../features/seller/demand-view';
import { formatYuanText } from '../../../features/seller/quote-form';
import { parseId } from '../../../lib/query-id';
import { useNow } from '../../../lib/use-now';
import './seller-pages.css';

const BACK = '/seller/procurement';

function Frame({ children, title = '采购需求' }: { children: React.ReactNode; title?: string }) {
  return (
    <div className="seller-page" data-testid="seller-quote-page">
      <div className="seller-card">
        <div className="seller-card-head">
          <h2 className="seller-demand-title">{title}</h2>
          <Link to={BACK}>返回需求大厅</Link>
        </div>
        {children}
      </div>
    </div>
  );
}

/** SellerQuote (`/seller/procurement/quote?demandId=`): the seller's quote on one demand, new or revised. */
export default function SellerQuotePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isPhone = useAntdPhone();
  const id = parseId(params.get('demandId'));
  const demand = useSellerDemand(id);
  const now = useNow(1000);

  if (id === undefined || (demand.isSuccess && demand.data === null)) {
    return (
      <Frame>
        <Result
          status="404"
          title="找不到这条采购需求"
          subTitle="它可能已截止、已成交或已关闭，或不在店铺可报价的范围内。"
          extra={
            <Link to={BACK}>
              <Button type="primary">返回需求大厅</Button>
            </Link>
          }
          data-testid="seller-quote-missing"
        />
      </Frame>
    );
  }
  if (demand.isPending) {
    return (
      <Frame>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Frame>
    );
  }
  if (demand.isError) {
    return (
      <Frame>
        <LoadFailed title="采购需求加载失败" onRetry={() => demand.refetch()} />
      </Frame>
    );
  }
  const d = demand.data;
  if (!d) return null;
  const open = isQuotable(d, now);
  return (
    <Frame title={d.title}>
      <section className="seller-quote-demand" data-testid="seller-quote-demand">
        <p className="seller-demand-facts">
          {d.categoryName ? <span>{d.categoryName}</span> : null}
          <span>预算 {formatYuanText(d.budget)}</span>
          <span>交货地区 {d.regionText}</span>
          <span>交货日期 {d.deliveryDate}</span>
          <DeadlineCountdown deadlineAt={d.quoteDeadlineAt} now={now} />
        </p>
        {d.description ? <p className="seller-demand-desc">{d.description}</p> : null}
        {d.attachments.length ? <AttachmentList attachments={d.attachments} /> : null}
      </section>
      {open ? (
        <QuoteForm
          demand={d}
          isPhone={isPhone}
          onLeave={(isDone) => navigate(isDone ? `${BACK}?scope=quoted` : BACK, { replace: true })}
        />
      ) : (
        <Result
          status="info"
          title="该需求已停止报价"
          subTitle="报价已截止、已成交或已关闭，不能再报价或修改报价。"
          extra={
            <Link to={`${BACK}?scope=quoted`}>
              <Button type="primary">查看我的报价</Button>
            </Link>
          }
          data-testid="seller-quote-closed"
        />
      )}
    </Frame>
  );
}
