import { PhoneOutlined } from '../../../components/ui/icons';
import { useSiteInfo } from '../../../lib/site-info';

/** The hotline and its hours (the operator's settings), shown to everyone. */
export function ServiceInfo() {
  const { hotline, serviceHours } = useSiteInfo();
  return (
    <div className="service-info" data-testid="service-info">
      <div className="service-info-row">
        <PhoneOutlined />
        <span>客服热线</span>
        <a href={`tel:${hotline.replace(/[^\d]/g, '')}`} className="service-hotline" data-testid="service-hotline">
          {hotline}
        </a>
      </div>
      <div className="service-info-hours">服务时间：{serviceHours}</div>
    </div>
  );
}
