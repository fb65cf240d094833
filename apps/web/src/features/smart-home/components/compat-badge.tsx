import './smart-home.css';
import type { TCompat } from '@mall/contract';
import { COMPAT_LABELS } from '@mall/contract/wire';

/** 兼容 / 需网关 / 不兼容 for the buyer's home, its reason as the title (DESIGN.md §H). */
export function CompatBadge({ compat }: { compat: TCompat }) {
  return (
    <span className={`compat-badge is-${compat.level}`} title={compat.reason} data-testid="compat-badge">
      {COMPAT_LABELS[compat.level]}
    </span>
  );
}
