import { CarOutlined, CopyOutlined, ExportOutlined } from '@ant-design/icons';
import type { TLogisticsDetails } from '@mall/contract';
import { Empty, Timeline, Typography } from 'antd';
import { formatDate } from '../../../lib/format';

const TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';

/** A finger-sized tap target on a phone (44 px high), kept here so the link works wherever the timeline is shown. */
const CARRIER_LINK_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 44,
  color: 'var(--brand)',
} as const;

/**
 * The carrier's own tracking page (DESIGN-OPERATE §D), in a new tab: the mall invents no trace, so the
 * buyer (and the seller) can always follow the parcel where the carrier tells it.
 */
export function CarrierLink({ details }: { details: TLogisticsDetails }) {
  return (
    <a
      className="logistics-carrier-link"
      href={details.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      style={CARRIER_LINK_STYLE}
    >
      到{details.company}官网查询
      <ExportOutlined aria-hidden />
    </a>
  );
}

/**
 * Company, waybill number and the parcel's steps, newest first (the newest one highlighted), as the
 * logistics provider told them; none: 暂无物流轨迹. Either way a link to the carrier's own page.
 */
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
        <Empty description="暂无物流轨迹" image={Empty.PRESENTED_IMAGE_SIMPLE}>
          <CarrierLink details={details} />
        </Empty>
      ) : (
        <>
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
          <CarrierLink details={details} />
        </>
      )}
    </div>
  );
}
