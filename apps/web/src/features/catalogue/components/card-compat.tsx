import type { TCompat } from '@mall/contract';
import { lazy, Suspense } from 'react';

/**
 * 我的家's badge, loaded only when a card carries `compat` (a buyer with a home): a visitor's first
 * screens load none of it.
 */
const CompatBadge = lazy(() => import('../../smart-home').then((m) => ({ default: m.CompatBadge })));

/** 兼容 / 需网关 / 不兼容 on a product card or thumbnail, drawn once its small chunk has come. */
export function CardCompat({ compat }: { compat: TCompat }) {
  return (
    <Suspense fallback={null}>
      <CompatBadge compat={compat} />
    </Suspense>
  );
}
