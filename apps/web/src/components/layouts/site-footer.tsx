import { Link } from 'react-router';
import qrImage from '../../assets/qr-public-account.svg';
import { COMPANY_CREDIT_CODE, ECOSYSTEM_LINKS, GUIDE_SECTIONS, guideHref, VERSION_LABEL } from '../../config/site';
import { useSiteInfo } from '../../lib/site-info';
import {
  CarOutlined,
  CustomerServiceOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
  SyncOutlined,
} from '../ui/icons';

const PROMISES = [
  { icon: <SafetyCertificateOutlined />, title: '正品保障', desc: '品牌直供 假一赔十' },
  { icon: <CarOutlined />, title: '极速发货', desc: '现货商品 48小时发货' },
  { icon: <SyncOutlined />, title: '七天无理由', desc: '7天无理由退换货' },
  { icon: <CustomerServiceOutlined />, title: '专业售后', desc: '安装指导 全程无忧' },
];

/** Footer (spec §1/§2): guide links, hotline, QR, sister apps, filings and the version label. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  // The operator's settings (站点设置); the constants paint first.
  const site = useSiteInfo();
  return (
    <footer className="site-footer">
      <div className="footer-promises">
        <div className="container footer-promises-inner">
          {PROMISES.map((p) => (
            <div key={p.title} className="footer-promise">
              <span className="footer-promise-icon">{p.icon}</span>
              <div>
                <strong>{p.title}</strong>
                <small>{p.desc}</small>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="container footer-main">
        <nav className="footer-guides" aria-label="帮助指南">
          {GUIDE_SECTIONS.map((section, index) => (
            <dl key={section.title}>
              <dt>{section.title}</dt>
              {section.items.map((item, active) => (
                <dd key={item}>
                  <Link to={guideHref(index, active)}>{item}</Link>
                </dd>
              ))}
            </dl>
          ))}
        </nav>
        <div className="footer-contact">
          <div className="footer-hotline">
            <PhoneOutlined />
            <div>
              <small>客服热线</small>
              <strong data-testid="footer-hotline">{site.hotline}</strong>
              <small>{site.serviceHours}</small>
            </div>
          </div>
          <figure className="footer-qr">
            <img src={qrImage} alt={`${site.siteName}公众号二维码`} width={96} height={96} />
            <figcaption>关注公众号</figcaption>
          </figure>
        </div>
      </div>
      <div className="container footer-eco">
        <span>智联生态：</span>
        {ECOSYSTEM_LINKS.map((link) => (
          <Link key={link.href} to={link.href}>
            {link.label}
          </Link>
        ))}
        {/* A phone has no top bar: the footer is where a company finds the way in. */}
        <Link to="/merchant/join" data-testid="footer-merchant-join">
          商家入驻
        </Link>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <span>
            © {year} {site.companyName} 版权所有 · {site.siteName}
          </span>
          <span>{COMPANY_CREDIT_CODE}</span>
          <span>{site.icp}</span>
          {site.psb ? <span>{site.psb}</span> : null}
          <span className="footer-version" data-testid="footer-version">
            {VERSION_LABEL}
          </span>
        </div>
      </div>
    </footer>
  );
}
