import type { TDemandStatus } from '@mall/contract';
import { DEMAND_STATUS_TEXT } from '@mall/contract/wire';
import { Tag } from 'antd';

const COLOR: Record<TDemandStatus, string> = {
  0: 'default',
  1: 'processing',
  2: 'warning',
  3: 'success',
  4: 'default',
};

/** A demand's state as a tag: 草稿, 报价中, 已截止, 已成交, 已关闭. */
export function DemandStatusTag({ status }: { status: number }) {
  const s = status as TDemandStatus;
  return (
    <Tag color={COLOR[s] ?? 'default'} className="proc-status" data-testid="demand-status">
      {DEMAND_STATUS_TEXT[s] ?? ''}
    </Tag>
  );
}
