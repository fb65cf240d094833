import { formatYuan } from '@mall/contract/wire';
import { useSession } from '../../../stores/session';
import { useFreightEstimate } from '../api/get-freight-estimate';

/**
 * The detail page's 配送 row: 至 上海 运费 ¥6.00 (满¥99.00包邮) and the delivery promise. A guest or a
 * buyer without an address is quoted to 北京. Nothing shows until the answer (or when it fails).
 */
export default function ProductFreight({ productId }: { productId: number }) {
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const { data } = useFreightEstimate(productId, isLoggedIn);
  if (!data) return null;
  const region = data.regionText.replace(/(省|市|维吾尔自治区|壮族自治区|回族自治区|特别行政区|自治区)$/, '');
  return (
    <div className="detail-row detail-freight" data-testid="detail-freight">
      <div className="detail-row-label">配送</div>
      <div className="detail-row-value detail-freight-value">
        <span>
          至 <b data-testid="detail-freight-region">{region}</b>
          {data.isDefaultRegion ? <span className="detail-freight-muted">（默认地区）</span> : null}
          <span className="detail-freight-fee" data-testid="detail-freight-fee">
            {data.fee === 0 ? '免运费' : `运费 ¥${formatYuan(data.fee)}`}
          </span>
          {data.fee > 0 && data.freeAbove !== null ? (
            <span className="detail-freight-muted">满¥{formatYuan(data.freeAbove)}包邮</span>
          ) : null}
        </span>
        <span className="detail-freight-promise" data-testid="detail-freight-promise">
          {data.promise}
        </span>
      </div>
    </div>
  );
}
