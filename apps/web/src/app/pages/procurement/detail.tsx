import { EnvironmentOutlined, PhoneOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import type { TDemandDetail } from '@mall/contract';
import { DEMAND_STATUS } from '@mall/contract/wire';
import { Alert, Breadcrumb, Button, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { SELLER_PLATFORM_URL } from '../../../config/site';
import { useDemand } from '../../../features/procurement/api/get-demand';
import { AttachmentList } from '../../../features/procurement/components/attachment-list';
import { DeadlineCountdown } from '../../../features/procurement/components/deadline-countdown';
import { DemandItemsTable } from '../../../features/procurement/components/demand-items-table';
import { DemandStatusTag } from '../../../features/procurement/components/demand-status';
import '../../../features/procurement/components/procurement.css';
import { MissingResult } from '../../../components/missing-result';
import { isMissing } from '../../../features/catalogue/components/missing-state';
import { budgetText, shownStatus } from '../../../features/procurement/procurement-view';
import { formatDate } from '../../../lib/format';
import { parseId } from '../../../lib/query-id';
import { useNow } from '../../../lib/use-now';

function Missing() {
  return (
    <div className="container proc-page">
      <h1 className="sr-only">采购详情</h1>
      <MissingResult
        title="采购需求不存在"
        subTitle="该采购需求不存在、尚未发布或已被删除。"
        backTo="/procurement"
        backText="返回采购市场"
        testId="procurement-missing"
      />
    </div>
  );
}

/** Where a seller quotes on this demand: the workbench's quote form when the platform is this mall's own. */
function quoteHref(demandId: number): string {
  return SELLER_PLATFORM_URL === '/seller' ? `/seller/procurement/quote?demandId=${demandId}` : SELLER_PLATFORM_URL;
}

function DemandView({ demand }: { demand: TDemandDetail }) {
  const status = shownStatus(demand, Date.now());
  const now = useNow(1000, status === DEMAND_STATUS.QUOTING);
  return (
    <div className="container proc-page proc-detail" data-testid="procurement-detail">
      <Breadcrumb
        className="proc-breadcrumb"
        items={[{ title: <Link to="/procurement">采购市场</Link> }, { title: '采购详情' }]}
      />
      <section className="page-card proc-detail-head">
        <div className="proc-detail-title">
          <h1 data-testid="procurement-title">{demand.title}</h1>
          <DemandStatusTag status={shownStatus(demand, now)} />
        </div>
        <div className="proc-detail-sum">
          <div className="proc-detail-budget">
            <span className="proc-card-label">采购预算</span>
            <strong
              className={demand.budget === null ? 'proc-money is-open' : 'proc-money'}
              data-testid="procurement-budget"
            >
              {budgetText(demand.budget)}
            </strong>
          </div>
          <div className="proc-detail-deadline">
            {status === DEMAND_STATUS.QUOTING ? (
              <DeadlineCountdown deadlineAt={demand.quoteDeadlineAt} now={now} />
            ) : null}
            <span className="proc-card-quotes" data-testid="procurement-quote-count">
              <ShopOutlined /> 已有{demand.quoteCount}家报价
            </span>
          </div>
        </div>
        <dl className="proc-facts">
          <div>
            <dt>采购分类</dt>
            <dd>{demand.categoryName || '未分类'}</dd>
          </div>
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
          <div>
            <dt>报价截止</dt>
            <dd>{demand.quoteDeadline} 24:00</dd>
          </div>
          <div>
            <dt>采购方</dt>
            <dd>{demand.buyerName}</dd>
          </div>
          <div>
            <dt>发布时间</dt>
            <dd>{demand.publishTime ? formatDate(demand.publishTime, 'YYYY-MM-DD HH:mm') : '未发布'}</dd>
          </div>
        </dl>
        {demand.isOwner ? (
          <div className="proc-owner" data-testid="procurement-owner">
            <div className="proc-owner-contact">
              <span>
                <UserOutlined /> 联系人：{demand.contactName}
              </span>
              <span>
                <PhoneOutlined /> 联系电话：{demand.contactPhone}
              </span>
            </div>
            <div className="proc-owner-actions">
              {demand.status === DEMAND_STATUS.DRAFT ? (
                <Link to={`/user/procurement/add?id=${demand.id}`} tabIndex={-1}>
                  <Button type="primary">编辑草稿</Button>
                </Link>
              ) : (
                <Link to={`/user/procurement/offer?id=${demand.id}`} tabIndex={-1}>
                  <Button type="primary" data-testid="procurement-see-quotes">
                    查看报价（{demand.quoteCount}）
                  </Button>
                </Link>
              )}
              {demand.orderId ? (
                <Link to={`/order/detail?orderId=${demand.orderId}`} tabIndex={-1}>
                  <Button>查看订单</Button>
                </Link>
              ) : null}
            </div>
          </div>
        ) : (
          <Alert
            type="info"
            showIcon
            className="proc-seller-hint"
            title={
              <span>
                您是商家？请登录
                <a href={quoteHref(demand.id)} target="_blank" rel="noopener noreferrer">
                  商家中心
                </a>
                报价。采购方的联系方式在成交后提供给中标商家。
              </span>
            }
            data-testid="procurement-seller-hint"
          />
        )}
      </section>

      <section className="page-card proc-section">
        <div className="page-card-head">
          <h2>采购清单</h2>
          <span className="page-card-hint">共 {demand.items.length} 项</span>
        </div>
        <DemandItemsTable items={demand.items} />
      </section>

      <section className="page-card proc-section">
        <div className="page-card-head">
          <h2>采购说明</h2>
        </div>
        <p className="proc-description">{demand.description || '采购方未填写补充说明。'}</p>
        {demand.attachments.length ? (
          <>
            <h3 className="proc-subhead">附件</h3>
            <AttachmentList attachments={demand.attachments} />
          </>
        ) : null}
      </section>
    </div>
  );
}

/** ProcurementDetail (`/procurement/detail?id=`, public): one demand; its contact only for its owner. */
export default function ProcurementDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const demand = useDemand(id);
  if (id === undefined) return <Missing />;
  if (demand.isPending) {
    return (
      <div className="container proc-page" role="status" aria-busy="true" aria-label="采购详情加载中">
        <h1 className="sr-only">采购详情</h1>
        <div className="page-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </div>
    );
  }
  if (demand.isError) {
    if (isMissing(demand.error)) return <Missing />;
    return (
      <div className="container proc-page">
        <h1 className="sr-only">采购详情</h1>
        <LoadFailed title="采购详情加载失败" onRetry={() => demand.refetch()} />
      </div>
    );
  }
  return <DemandView demand={demand.data} />;
}
