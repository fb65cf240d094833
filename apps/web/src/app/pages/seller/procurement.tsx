import { Input, Radio, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AttachmentList } from '../../../features/procurement/components/attachment-list';
import { DeadlineCountdown } from '../../../features/procurement/components/deadline-countdown';
import '../../../features/procurement/components/procurement.css';
import { DEMANDS_PAGE_SIZE, useSellerDemands } from '../../../features/seller/api/get-demands';
import { SellerDemandCard } from '../../../features/seller/components/demand-card';
import { SellerListPage } from '../../../features/seller/components/seller-list-page';
import { isQuotable, parseScope, type TDemandScope } from '../../../features/seller/demand-view';
import { parsePage } from '../../../features/seller/return-view';
import { useNow } from '../../../lib/use-now';
import './seller-pages.css';

const TABS: { key: TDemandScope; label: string }[] = [
  { key: 'open', label: '需求大厅' },
  { key: 'quoted', label: '我的报价' },
];

function emptyText(scope: TDemandScope, keyword: string, mine: boolean): string {
  if (keyword) return `没有找到与「${keyword}」相关的采购需求`;
  if (scope !== 'open') return '还没有报过价，去需求大厅看看吧';
  return mine ? '本店类目下暂时没有可报价的采购需求' : '暂时没有可报价的采购需求';
}

/**
 * SellerProcurement (`/seller/procurement?scope=&keyword=&page=&mine=1`): 需求大厅 (open demands to
 * quote; 本店类目 keeps those in the shop's categories, what the 工作台's 可报价需求 counts) and 我的报价
 * (the demands the seller quoted, with the outcome and, once won, the buyer's contact).
 */
export default function SellerProcurementPage() {
  const [params, setParams] = useSearchParams();
  const scope = parseScope(params.get('scope'));
  const keyword = params.get('keyword') ?? '';
  const page = parsePage(params.get('page'));
  const mine = scope === 'open' && params.get('mine') === '1';
  const list = useSellerDemands(scope, keyword, page, mine);
  const now = useNow(1000);
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);

  const go = (next: { scope?: TDemandScope; keyword?: string; page?: number; mine?: boolean }) => {
    const p = new URLSearchParams();
    const s = next.scope ?? scope;
    const k = (next.keyword ?? keyword).trim();
    if (s !== 'open') p.set('scope', s);
    if (k) p.set('keyword', k);
    if (s === 'open' && (next.mine ?? mine)) p.set('mine', '1');
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <SellerListPage
      className="seller-page"
      testId="seller-procurement-page"
      barClassName="seller-tabs-card"
      bar={
        <>
          <Tabs
            activeKey={scope}
            onChange={(key) => go({ scope: parseScope(key), keyword: '' })}
            items={TABS}
            className="seller-tabs phone-tabs"
          />
          <Input.Search
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(value) => go({ keyword: value })}
            placeholder="搜索采购标题、物品名称或规格"
            maxLength={30}
            allowClear
            enterButton="搜索"
            className="seller-search"
            data-testid="seller-demand-search"
          />
          {scope === 'open' ? (
            <Radio.Group
              className="seller-demand-scope"
              optionType="button"
              buttonStyle="solid"
              value={mine ? 'mine' : 'all'}
              onChange={(e) => go({ mine: e.target.value === 'mine' })}
              options={[
                { label: '全部需求', value: 'all' },
                { label: '本店类目', value: 'mine' },
              ]}
              data-testid="seller-demand-mine"
            />
          ) : null}
        </>
      }
      what="采购需求"
      query={list}
      items={list.data?.data}
      skeleton={{ paragraph: { rows: 8 } }}
      empty={{ text: emptyText(scope, keyword, mine), testId: 'seller-demands-empty' }}
      listClassName="seller-list"
      listTestId="seller-demands"
      pages={{
        page,
        pageSize: DEMANDS_PAGE_SIZE,
        total: list.data?.total ?? 0,
        onChange: (next) => go({ page: next }),
        testId: 'seller-demands-pagination',
      }}
    >
      {(items) =>
        items.map((d) => (
          <SellerDemandCard
            key={d.id}
            demand={d}
            scope={scope}
            now={now}
            countdown={
              isQuotable(d, now) ? (
                <DeadlineCountdown deadlineAt={d.quoteDeadlineAt} now={now} />
              ) : (
                <span className="seller-muted">{d.statusText}</span>
              )
            }
            attachments={d.attachments.length ? <AttachmentList attachments={d.attachments} /> : null}
          />
        ))
      }
    </SellerListPage>
  );
}
