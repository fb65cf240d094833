import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalUrl } from '../links';

/** A portal slot's link: in-site paths through the router, absolute URLs in a new tab. */
export function PortalLink({
  to,
  className,
  children,
  title,
  testId,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  title?: string;
  testId?: string;
}) {
  if (isExternalUrl(to)) {
    return (
      <a href={to} className={className} title={title} target="_blank" rel="noopener noreferrer" data-testid={testId}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} title={title} data-testid={testId}>
      {children}
    </Link>
  );
}
