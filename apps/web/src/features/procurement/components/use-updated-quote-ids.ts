import type { TQuote } from '@mall/contract';
import { useMemo, useRef } from 'react';
import { withUpdatedIds } from '../quote-changes';

/** The quotes marked 已更新 in any answer this page has had (`withUpdatedIds`): kept until the page closes. */
export function useUpdatedQuoteIds(quotes: readonly TQuote[]): ReadonlySet<number> {
  const kept = useRef<ReadonlySet<number>>(new Set());
  return useMemo(() => {
    kept.current = withUpdatedIds(kept.current, quotes);
    return kept.current;
  }, [quotes]);
}
