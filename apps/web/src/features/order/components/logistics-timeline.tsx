import { CarOutlined, CopyOutlined } from '@ant-design/icons';
import type { TLogisticsDetails } from '@mall/contract';
import { Empty, Timeline, Typography } from 'antd';
import { formatDate } from '../../../lib/format';

const TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';

/** Company, waybill number and the parcel's steps, newest first (the newest one highlighted). */
export function LogisticsTimeline({ details }: { details: TLogisticsDetails | null }) {
  if (!details) return <Empty description="商家发货后即可查看物流信息" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const traces = [...details.traces].sort((a, b) => b.time - a.time);
  return (
    <div className="logistics" data-testid="logistics">
      <div className="logistics-head">
        <span className="logistics-icon">
          <CarOutlined />
        </span>
        <div>
          <strong>{details.company}</strong>
          <div className="logistics-no">
            运单号：
            <Typography.Text copyable={{ icon: <CopyOutlined />, tooltips: ['复制', '已复制'] }}>
              {details.number}
            </Typography.Text>
          </div>
        </div>
        <span className="logistics-shipped">发货时间 {formatDate(details.shippedAt, TIME_PATTERN)}</span>
      </div>
      {traces.length === 0 ? (
        <Empty description="包裹已交给快递公司，暂无物流轨迹" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          className="logistics-traces"
          items={traces.map((t, i) => ({
            key: `${t.time}-${i}`,
            color: i === 0 ? 'green' : 'gray',
            content: (
              <div className={i === 0 ? 'logistics-trace is-latest' : 'logistics-trace'}>
                <div>{t.text}</div>
                <small>{formatDate(t.time, TIME_PATTERN)}</small>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
