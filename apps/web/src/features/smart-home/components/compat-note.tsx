import './smart-home.css';
import type { TCompat } from '@mall/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CompatBadge } from './compat-badge';

/**
 * The badge with its reason and, for 需网关, the gateway that fixes it (a link to it, and `action`:
 * the cart's 一键加购网关). The detail page, cart lines and a plan's lines show it.
 */
export function CompatNote({ compat, action }: { compat: TCompat; action?: ReactNode }) {
  const gateway = compat.hubSuggestion;
  return (
    <div className={`compat-note is-${compat.level}`} data-testid="compat-note">
      <CompatBadge compat={compat} />
      <span className="compat-note-reason">{compat.reason}</span>
      {gateway ? (
        <Link className="compat-note-fix" to={`/product/detail?id=${gateway.productId}`} data-testid="compat-gateway">
          推荐网关：{gateway.title}
        </Link>
      ) : null}
      {action}
    </div>
  );
}
