import './ui.css';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { CheckCircleOutlined, CloseOutlined, ExclamationCircleOutlined, InfoCircleOutlined } from './icons';

const ICONS = {
  success: <CheckCircleOutlined />,
  info: <InfoCircleOutlined />,
  warning: <ExclamationCircleOutlined />,
  error: <CloseOutlined />,
};

export interface TAlertProps {
  type?: keyof typeof ICONS;
  title: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  action?: ReactNode;
  className?: string;
}

/** A coloured notice inside a page (not a toast). */
export function Alert({ type = 'info', title, description, showIcon, action, className }: TAlertProps) {
  return (
    <div className={cx('ui-alert', `ui-alert-${type}`, className)} role={type === 'error' ? 'alert' : 'status'}>
      {showIcon && <span className="ui-alert-icon">{ICONS[type]}</span>}
      <div className="ui-alert-body">
        <div className="ui-alert-title">{title}</div>
        {description && <div className="ui-alert-description">{description}</div>}
      </div>
      {action && <div className="ui-alert-action">{action}</div>}
    </div>
  );
}
