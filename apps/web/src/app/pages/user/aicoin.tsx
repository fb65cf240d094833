import { PlusOutlined, WalletOutlined } from '@ant-design/icons';
import { AI_COIN_KIND_TEXT, type TAiCoinKind, type TAiCoinRecord } from '@mall/contract';
import { formatYuan } from '@mall/contract/wire';
import { Button, Empty, Skeleton, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { useAiCoinAccount } from '../../../features/ai-coin/api/get-ai-coin-account';
import { AI_COIN_RECORDS_PAGE_SIZE, useAiCoinRecords } from '../../../features/ai-coin/api/get-ai-coin-records';
import '../../../features/ai-coin/components/ai-coin.css';
import { signedAmount } from '../../../features/ai-coin/signed-amount';
import { formatDate } from '../../../lib/format';

const KIND_COLOR: Record<TAiCoinKind, string> = { recharge: 'green', pay: 'orange', refund: 'blue' };

const COLUMNS: TableColumnsType<TAiCoinRecord> = [
  {
    title: '时间',
    dataIndex: 'createdAt',
    width: 170,
    render: (v: number) => formatDate(v, 'YYYY-MM-DD HH:mm:ss'),
  },
  {
    title: '类型',
    dataIndex: 'kind',
    width: 90,
    render: (kind: TAiCoinKind) => <Tag color={KIND_COLOR[kind]}>{AI_COIN_KIND_TEXT[kind] ?? kind}</Tag>,
  },
  {
    title: '明细',
    dataIndex: 'title',
    render: (title: string, r) => (
      <div className="coin-record-title">
        <span>{title}</span>
        {r.refNo ? <small>{r.refNo}</small> : null}
      </div>
    ),
  },
  {
    title: '金额（AI币）',
    dataIndex: 'amount',
    width: 140,
    align: 'right',
    render: (amount: number) => (
      <span className={amount >= 0 ? 'coin-amount is-in' : 'coin-amount is-out'} data-testid="coin-amount">
        {signedAmount(amount)}
      </span>
    ),
  },
  {
    title: '余额',
    dataIndex: 'balanceAfter',
    width: 130,
    align: 'right',
    render: (v: number) => formatYuan(v),
  },
];

function BalanceCard() {
  const account = useAiCoinAccount();
  return (
    <div className="coin-balance" data-testid="coin-balance-card">
      <div className="coin-balance-main">
        <span className="coin-balance-label">
          <WalletOutlined /> AI币余额
        </span>
        {account.isPending ? (
          <Skeleton.Input active style={{ width: 200, height: 48 }} />
        ) : account.isError ? (
          <Button onClick={() => account.refetch()}>余额加载失败，点击重试</Button>
        ) : (
          <strong data-testid="coin-balance">
            {formatYuan(account.data.balance)}
            <small className="coin-balance-unit">AI币</small>
          </strong>
        )}
        <span className="coin-balance-note">1 AI币 = ¥1，可直接用于支付商城订单</span>
      </div>
      <dl className="coin-balance-facts">
        <div>
          <dt>累计收入</dt>
          <dd>{account.data ? formatYuan(account.data.totalIn) : '—'}</dd>
        </div>
        <div>
          <dt>累计支出</dt>
          <dd>{account.data ? formatYuan(account.data.totalOut) : '—'}</dd>
        </div>
      </dl>
      <Link to="/user/aicoin/buy" className="coin-recharge-btn" data-testid="coin-recharge">
        <PlusOutlined /> 充值
      </Link>
    </div>
  );
}

/** 我的AI币 (spec §2 AiCoin): balance, totals and the ledger, newest first. */
export default function AiCoinPage() {
  const [page, setPage] = useState(1);
  const records = useAiCoinRecords(page);
  const total = records.data?.total ?? 0;

  return (
    <div className="center-stack">
      <BalanceCard />
      <div className="page-card">
        <div className="page-card-head">
          <h2>收支明细</h2>
          {total > 0 ? <span className="page-card-hint">共 {total} 条记录</span> : null}
        </div>
        {records.isError && !records.data ? (
          <LoadFailed title="明细加载失败" onRetry={() => records.refetch()} />
        ) : (
          <Table<TAiCoinRecord>
            rowKey="id"
            size="middle"
            columns={COLUMNS}
            dataSource={records.data?.data ?? []}
            loading={records.isFetching}
            className="coin-records"
            locale={{
              emptyText: records.isPending ? (
                ' '
              ) : (
                <Empty description="暂无收支记录，充值后即可用于支付订单" image={Empty.PRESENTED_IMAGE_SIMPLE} />
              ),
            }}
            pagination={{
              current: page,
              pageSize: AI_COIN_RECORDS_PAGE_SIZE,
              total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (t) => `共 ${t} 条`,
              onChange: setPage,
            }}
          />
        )}
      </div>
    </div>
  );
}
