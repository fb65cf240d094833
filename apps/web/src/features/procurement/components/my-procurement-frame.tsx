import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface TMyProcurementFrameProps {
  title: string;
  /** The page's own class beside `page-card` (its layout) and its test id. */
  className: string;
  testId: string;
  children: ReactNode;
}

/** The card of a page under 我的采购 (a demand's form, its quotes): the title and the way back. */
export function MyProcurementFrame({ title, className, testId, children }: TMyProcurementFrameProps) {
  return (
    <div className={`page-card ${className}`} data-testid={testId}>
      <div className="page-card-head">
        <h2>{title}</h2>
        <Link to="/user/procurement" className="proc-link">
          返回我的采购
        </Link>
      </div>
      {children}
    </div>
  );
}
