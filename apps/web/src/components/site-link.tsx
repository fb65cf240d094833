import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefKind } from '../lib/site-href';

/** A link taken from data: in-site paths through the router, http(s) URLs in a new tab, anything else as plain text. */
export function SiteLink({
  to,
  className,
  title,
  testId,
  children,
}: {
  to: string;
  className?: string;
  title?: string;
  testId?: string;
  children: ReactNode;
}) {
  const kind = hrefKind(to);
  if (kind === 'internal') {
    return (
      <Link to={to.trim()} className={className} title={title} data-testid={testId}>
        {children}
      </Link>
    );
  }
  if (kind === 'external') {
    return (
      <a
        href={to.trim()}
        className={className}
        title={title}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={testId}
      >
        {children}
      </a>
    );
  }
  return (
    <span className={className} title={title} data-testid={testId}>
      {children}
    </span>
  );
}
