import type { TReturnLogistics } from '@mall/contract';
import { formatDate } from '../../../lib/format';

/** A parcel as company, number and time. */
export function LogisticsFacts({ label, parcel }: { label: string; parcel: TReturnLogistics }) {
  return (
    <div className="service-fact" data-testid="service-logistics">
      <dt>{label}</dt>
      <dd>
        {parcel.company} {parcel.number}
        <span className="service-fact-time">{formatDate(parcel.shippedAt, 'YYYY-MM-DD HH:mm')}</span>
      </dd>
    </div>
  );
}
