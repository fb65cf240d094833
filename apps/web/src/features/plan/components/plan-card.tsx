import { AppstoreOutlined, EyeOutlined } from '@ant-design/icons';
import type { TPlanCard } from '@mall/contract';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { planDetailPath } from '../plan-view';

/** A plan in a list: cover, scene, title, summary, author, views, how many products. */
export function PlanCard({ plan, rank }: { plan: TPlanCard; rank?: number }) {
  return (
    <Link to={planDetailPath(plan.id)} className="plan-card" data-testid="plan-card" data-plan-id={plan.id}>
      <span className="plan-card-cover">
        {plan.cover ? (
          <img src={imageUrl(plan.cover, '450')} alt="" loading="lazy" decoding="async" width={450} height={450} />
        ) : (
          <AppstoreOutlined aria-hidden />
        )}
        <span className="plan-scene-tag">{plan.scene}</span>
        {rank ? <span className="plan-rank">TOP{rank}</span> : null}
      </span>
      <span className="plan-card-body">
        <span className="plan-card-title" data-testid="plan-card-title">
          {plan.title}
        </span>
        <span className="plan-card-summary">{plan.summary}</span>
        <span className="plan-card-meta">
          <span>{plan.authorName}</span>
          <span>{formatDate(plan.createTime)}</span>
          <span>
            <EyeOutlined aria-hidden /> {plan.views}
          </span>
          <span>{plan.productCount}件产品</span>
        </span>
      </span>
    </Link>
  );
}
