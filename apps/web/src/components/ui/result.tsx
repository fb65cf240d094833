import './ui.css';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { CheckCircleOutlined, CloseOutlined, ExclamationCircleOutlined, InfoCircleOutlined } from './icons';

export type TResultStatus = 'success' | 'error' | 'info' | 'warning' | '404' | '403' | '500';

const ICONS: Record<TResultStatus, ReactNode> = {
  success: <CheckCircleOutlined />,
  error: <CloseOutlined />,
  info: <InfoCircleOutlined />,
  warning: <ExclamationCircleOutlined />,
  '404': <span className="ui-result-code">404</span>,
  '403': <span className="ui-result-code">403</span>,
  '500': <span className="ui-result-code">500</span>,
};

export interface TResultProps {
  status?: TResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** The outcome of a page or a block: a sign, a title, a line of detail and what to do next. */
export function Result({ status = 'info', title, subTitle, extra, icon, className }: TResultProps) {
  return (
    <div className={cx('ui-result', `ui-result-${status}`, className)}>
      <div className="ui-result-icon">{icon ?? ICONS[status]}</div>
      <div className="ui-result-title">{title}</div>
      {subTitle && <div className="ui-result-subtitle">{subTitle}</div>}
      {extra && <div className="ui-result-extra">{extra}</div>}
    </div>
  );
}
