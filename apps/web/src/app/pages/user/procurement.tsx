import { PlusOutlined } from '@ant-design/icons';
import type { TDemandCard } from '@mall/contract';
import { DEMAND_STATUS, DEMAND_STATUS_TEXT } from '@mall/contract/wire';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useCloseDemand } from '../../../features/procurement/api/close-demand';
import { getDemandQueryOptions } from '../../../features/procurement/api/get-demand';
import { MY_DEMANDS_PAGE_SIZE, useMyDemands } from '../../../features/procurement/api/get-my-demands';
import { useUpdateDemand } from '../../../features/procurement/api/update-demand';
import { DeadlineCountdown } from '../../../features/procurement/components/deadline-countdown';
import { demandDetailPath } from '../../../features/procurement/components/demand-card';
import { DemandStatusTag } from '../../../features/procurement/components/demand-status';
import '../../../features/procurement/components/procurement.css';
import { detailPayload } from '../../../features/procurement/demand-form';
import { budgetText, demandActions, itemsSummary, shownStatus } from '../../../features/procurement/procurement-view';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';

/** The tabs: all, then each state (2 已截止 is asked for as such: the server reads it off the deadline). */
const TABS: { key: string; label: string; status: number | undefined }[] = [
  { key: 'all', label: '全部', status: undefined },
  ...([0, 1, 2, 3, 4] as const).map((s) => ({ key: String(s), label: DEMAND_STATUS_TEXT[s], status: s as number })),
];

function MyDemandRow({ demand, now }: { demand: TDemandCard; now: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const close = useCloseDemand();
  const update = useUpdateDemand();
  const [isOpening, setIsOpening] = useState(false);
  const status = shownStatus(demand, now);
  const actions = demandActions({ status, quoteCount: demand.quoteCount });

  const confirmClose = () =>
    modal.confirm({
      title: '关闭采购需求',
      content:
        demand.quoteCount > 0
          ? `关闭后将不再接收报价，已收到的${demand.quoteCount}份报价将作废，确定关闭“${demand.title}”吗？`
          : `关闭后将不再接收报价，确定关闭“${demand.title}”吗？`,
      okText: '确定关闭',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: async () => {
        try {
          await close.mutateAsync(demand.id);
          toast.success('采购需求已关闭');
        } catch {
          // toasted by the request client; the list reloads
        }
      },
    });

  /** 发布 on a draft: the saved demand as it stands, published (the server checks it all again). */
  const publish = async () => {
    if (isOpening) return;
    setIsOpening(true);
    try {
      const detail = await queryClient.fetchQuery(getDemandQueryOptions(demand.id));
      await update.mutateAsync(detailPayload(detail, false));
      toast.success('采购需求已发布，商家报价后可在“查看报价”中比价');
    } catch (error) {
      // A 407 (e.g. the quote deadline passed meanwhile) was toasted; the form says which field.
      if ((error as { status?: unknown }).status === 407) toast.info('请点击“编辑”检查并修改后再发布');
    } finally {
      setIsOpening(false);
    }
  };

  /** 查看订单: the order the settlement created, named by the demand's detail. */
  const openOrder = async () => {
    if (isOpening) return;
    setIsOpening(true);
    try {
      const detail = await queryClient.fetchQuery(getDemandQueryOptions(demand.id));
      if (detail.orderId) navigate(`/order/detail?orderId=${detail.orderId}`);
      else toast.warning('未找到该采购的订单');
    } catch {
      toast.error('订单信息加载失败，请稍后重试');
    } finally {
      setIsOpening(false);
    }
  };

  return (
    <article className="proc-mine-row" data-testid="my-demand" data-demand-id={demand.id}>
      <div className="proc-mine-head">
        <DemandStatusTag status={status} />
        <Link to={demandDetailPath(demand.id)} className="proc-mine-title">
          {demand.title}
        </Link>
        <span className="proc-mine-time">{formatDate(demand.createTime, 'YYYY-MM-DD HH:mm')}</span>
      </div>
      <div className="proc-mine-body">
        <div className="proc-mine-info">
          <p className="proc-card-items">采购物品：{itemsSummary(demand)}</p>
          <p className="proc-mine-facts">
            <span>预算 {budgetText(demand.budget)}</span>
            <span>交货 {demand.deliveryDate}</span>
            <span>{demand.regionText}</span>
          </p>
          {status === DEMAND_STATUS.QUOTING ? (
            <DeadlineCountdown deadlineAt={demand.quoteDeadlineAt} now={now} />
          ) : null}
        </div>
        <div className="proc-mine-count" data-testid="my-demand-quotes">
          <strong>{demand.quoteCount}</strong>
          <span>份报价</span>
        </div>
        <div className="proc-mine-actions">
          {actions.canSeeQuotes ? (
            <Link to={`/user/procurement/offer?id=${demand.id}`} tabIndex={-1}>
              <Button type="primary" data-testid="my-demand-quotes-link">
                查看报价
              </Button>
            </Link>
          ) : null}
          {actions.canPublish ? (
            <Button
              type="primary"
              loading={isOpening || update.isPending}
              onClick={publish}
              data-testid="my-demand-publish"
            >
              发布
            </Button>
          ) : null}
          {actions.canEdit ? (
            <Link to={`/user/procurement/add?id=${demand.id}`} tabIndex={-1}>
              <Button data-testid="my-demand-edit">编辑</Button>
            </Link>
          ) : null}
          {actions.canSeeOrder ? (
            <Button loading={isOpening} onClick={openOrder} data-testid="my-demand-order">
              查看订单
            </Button>
          ) : null}
          {actions.canClose ? (
            <Button danger loading={close.isPending} onClick={confirmClose} data-testid="my-demand-close">
              关闭
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** UserProcurement (`/user/procurement`): the buyer's demands by state, with quote counts and actions. */
export default function UserProcurementPage() {
  const [tab, setTab] = useState('all');
  const [pages, setPages] = useState<Record<string, number>>({});
  const page = pages[tab] ?? 1;
  const status = TABS.find((t) => t.key === tab)?.status;
  const query = useMyDemands(status, page);
  const list = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const now = useNow(
    1000,
    list.some((d) => d.status === DEMAND_STATUS.QUOTING),
  );

  return (
    <div className="page-card proc-mine" data-testid="my-procurement">
      <div className="page-card-head">
        <h2>我的采购</h2>
        <div className="proc-mine-links">
          <Link to="/procurement" className="proc-link">
            采购市场
          </Link>
          <Link to="/user/procurement/add" tabIndex={-1}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="my-procurement-add">
              发布需求
            </Button>
          </Link>
        </div>
      </div>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={TABS.map((t) => ({
          key: t.key,
          label: <span data-testid={`my-procurement-tab-${t.key}`}>{t.label}</span>,
        }))}
        className="proc-tabs phone-tabs"
      />
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label="采购需求加载中">
          <Skeleton active paragraph={{ rows: 3 }} />
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : query.isError ? (
        <LoadFailed title="采购需求加载失败" onRetry={() => query.refetch()} />
      ) : list.length === 0 ? (
        <Empty
          description={tab === 'all' ? '您还没有发布过采购需求' : '没有这个状态的采购需求'}
          data-testid="my-procurement-empty"
        >
          <Link to="/user/procurement/add" tabIndex={-1}>
            <Button type="primary">发布采购需求</Button>
          </Link>
        </Empty>
      ) : (
        <div className={query.isPlaceholderData ? 'proc-mine-list is-loading' : 'proc-mine-list'}>
          {list.map((d) => (
            <MyDemandRow key={d.id} demand={d} now={now} />
          ))}
        </div>
      )}
      {total > MY_DEMANDS_PAGE_SIZE ? (
        <Pagination
          className="proc-pagination"
          current={page}
          pageSize={MY_DEMANDS_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          showTotal={(t) => `共 ${t} 条`}
          onChange={(p) => setPages((all) => ({ ...all, [tab]: p }))}
        />
      ) : null}
    </div>
  );
}
