import { PhoneOutlined } from '../../../components/ui/icons';
import { HOTLINE, SERVICE_HOURS } from '../../../config/site';

/** The hotline and its hours (config/site.ts), shown to everyone. */
export function ServiceInfo() {
  return (
    <div className="service-info" data-testid="service-info">
      <div className="service-info-row">
        <PhoneOutlined />
        <span>客服热线</span>
        <a href={`tel:${HOTLINE.replace(/-/g, '')}`} className="service-hotline" data-testid="service-hotline">
          {HOTLINE}
        </a>
      </div>
      <div className="service-info-hours">服务时间：{SERVICE_HOURS}</div>
    </div>
  );
}
