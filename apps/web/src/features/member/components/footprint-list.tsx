import type { TFootprint } from '@mall/contract';
import { Button, Empty, Pagination, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { toast } from '../../../lib/toast';
import { useClearFootprints } from '../api/clear-footprints';
import { useFootprints } from '../api/get-footprints';
import { ProductShelfItem } from './product-shelf';

const PAGE_SIZE = 24;

/** Footprints of one page by China day, in their order (newest first). */
function byDay(list: TFootprint[]): [string, TFootprint[]][] {
  const days = new Map<string, TFootprint[]>();
  for (const f of list) days.set(f.day, [...(days.get(f.day) ?? []), f]);
  return [...days.entries()];
}

/** 我的足迹: the products the buyer viewed, by day, newest first; 清空足迹 empties them. */
export function FootprintList() {
  const [page, setPage] = useState(1);
  const query = useFootprints(page, PAGE_SIZE);
  const clear = useClearFootprints();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <LoadFailed title="足迹加载失败" onRetry={() => query.refetch()} />;
  const { data: list, total } = query.data;
  if (total === 0) {
    return (
      <Empty description="还没有浏览记录" data-testid="footprint-empty">
        <Link to="/product">去逛逛</Link>
      </Empty>
    );
  }
  return (
    <>
      <div className="member-toolbar">
        <span className="member-count" data-testid="footprint-total">
          共 {total} 条足迹
        </span>
        <Popconfirm
          title="确定清空全部足迹吗？"
          okText="清空"
          cancelText="取消"
          onConfirm={async () => {
            await clear.mutateAsync();
            setPage(1);
            toast.success('足迹已清空');
          }}
        >
          <Button loading={clear.isPending} data-testid="footprint-clear">
            清空足迹
          </Button>
        </Popconfirm>
      </div>
      {byDay(list).map(([day, items]) => (
        <section key={day} className="member-day">
          <h3>{day}</h3>
          <div className="member-grid">
            {items.map((f) => (
              <ProductShelfItem key={f.id} product={f.product} testId="footprint-item" />
            ))}
          </div>
        </section>
      ))}
      {total > PAGE_SIZE ? (
        <Pagination className="member-pager" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
      ) : null}
    </>
  );
}
