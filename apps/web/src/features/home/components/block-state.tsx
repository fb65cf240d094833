import './home.css';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { Empty, EmptyPicture } from '../../../components/ui/empty';
import { SkeletonBlock } from '../../../components/ui/skeleton';

/** The title row of a home block: a heading, an optional hint and a "more" link. */
export function BlockHead({
  title,
  hint,
  more,
  extra,
}: {
  title: ReactNode;
  hint?: ReactNode;
  more?: { to: string; label?: string };
  extra?: ReactNode;
}) {
  return (
    <div className="block-head">
      <h2>{title}</h2>
      {hint ? <span className="block-hint">{hint}</span> : null}
      <span className="block-head-extra">
        {extra}
        {more ? (
          <Link to={more.to} className="block-more">
            {more.label ?? '查看更多'} ›
          </Link>
        ) : null}
      </span>
    </div>
  );
}

/**
 * One block's loading states: the skeleton while the first answer is on its way, the failure with a
 * retry, the empty state, then the content. Data already on screen stays while a refetch fails.
 */
export function QueryBlock<T>({
  query,
  errorTitle,
  emptyText,
  isEmpty,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  errorTitle: string;
  emptyText: string;
  isEmpty: (data: T) => boolean;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError && query.data === undefined) {
    return (
      <div className="block-failed">
        <LoadFailed title={errorTitle} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const data = query.data as T;
  if (isEmpty(data)) return <Empty className="block-empty" image={<EmptyPicture />} description={emptyText} />;
  return <>{children(data)}</>;
}

/** Lists answer arrays; a missing one counts as empty. */
export const isEmptyList = (list: readonly unknown[] | null | undefined) => !list?.length;

/** A shimmering placeholder box filling its column (sized from here). */
export function SkeletonBox({ height, aspectRatio }: { height?: number; aspectRatio?: CSSProperties['aspectRatio'] }) {
  return <SkeletonBlock style={{ display: 'block', width: '100%', height: height ?? 'auto', aspectRatio }} />;
}
