import {
  ApiOutlined,
  BookOutlined,
  ExperimentOutlined,
  NotificationOutlined,
  PhoneOutlined,
  RiseOutlined,
  SafetyOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { IOT_ECOSYSTEMS, IOT_PROTOCOLS } from '@mall/contract/wire';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SELLER_PLATFORM_URL } from '../../config/site';
import { useRecommendedShops } from '../../features/catalogue/api/get-recommended-shops';
import { PROTOCOL_NOTES } from '../../features/guide/iot-protocols';
import {
  ALLIANCE_MISSION,
  ALLIANCE_NAME,
  ALLIANCE_PILLARS,
  ALLIANCE_SHORT,
  JOIN_STEPS,
  MEMBER_BENEFITS,
  MEMBER_TIERS,
  type TBenefitIcon,
} from '../../features/home/bcca-content';
import { BccaMembers } from '../../features/home/components/bcca-members';
import { BlockHead } from '../../features/home/components/block-state';
import { useSiteInfo } from '../../lib/site-info';

const BENEFIT_ICONS: Record<TBenefitIcon, ReactNode> = {
  traffic: <RiseOutlined />,
  lab: <ExperimentOutlined />,
  standard: <BookOutlined />,
  procurement: <ShoppingOutlined />,
  market: <NotificationOutlined />,
  training: <TeamOutlined />,
};

const PILLAR_ICONS: ReactNode[] = [<BookOutlined key="b" />, <ApiOutlined key="a" />, <SafetyOutlined key="s" />];

/** Alliance page (spec §2 Bcca): mission, member benefits, members, supported protocols and how to join. */
export default function BccaPage() {
  const navigate = useNavigate();
  const shops = useRecommendedShops();
  const { hotline, serviceHours } = useSiteInfo();

  return (
    <div className="container home bcca-page" data-testid="bcca-page">
      <section className="bcca-hero">
        <div className="bcca-hero-text">
          <span className="bcca-hero-tag">{ALLIANCE_SHORT} · 产业联盟</span>
          <h1>{ALLIANCE_NAME}</h1>
          <p>连接芯片模组、设备品牌、平台生态与安装服务商，让每一台智能设备都能开箱即连、安全可信。</p>
          <div className="bcca-hero-actions">
            <Button
              type="primary"
              size="large"
              onClick={() => document.getElementById('bcca-join')?.scrollIntoView({ behavior: 'smooth' })}
            >
              申请加入
            </Button>
            <Button size="large" ghost onClick={() => navigate('/guide?index=5&active=0')}>
              协议选购指南
            </Button>
          </div>
        </div>
        <dl className="bcca-hero-facts">
          <div>
            <dt>{shops.data ? shops.data.length : '—'}</dt>
            <dd>商城成员企业</dd>
          </div>
          <div>
            <dt>{IOT_PROTOCOLS.length}</dt>
            <dd>支持的通信协议</dd>
          </div>
          <div>
            <dt>{IOT_ECOSYSTEMS.length}</dt>
            <dd>对接的生态平台</dd>
          </div>
        </dl>
      </section>

      <section className="home-block" aria-label="联盟使命">
        <BlockHead title="联盟使命" hint="让智能家居从「能用」走向「好用、互通、可信」" />
        <p className="bcca-lead">{ALLIANCE_MISSION}</p>
        <div className="bcca-pillars">
          {ALLIANCE_PILLARS.map((p, i) => (
            <article key={p.title} className="bcca-pillar">
              <span className="bcca-icon">{PILLAR_ICONS[i]}</span>
              <h3>{p.title}</h3>
              <p>{p.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="home-block" aria-label="成员权益">
        <BlockHead title="成员权益" hint="加入联盟，共享渠道、技术与市场资源" />
        <div className="bcca-benefits">
          {MEMBER_BENEFITS.map((b) => (
            <article key={b.title} className="bcca-benefit">
              <span className="bcca-icon">{BENEFIT_ICONS[b.icon]}</span>
              <div>
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </div>
            </article>
          ))}
        </div>
        <div className="bcca-tiers">
          {MEMBER_TIERS.map((t) => (
            <div key={t.name} className="bcca-tier">
              <strong>{t.name}</strong>
              <span>{t.desc}</span>
            </div>
          ))}
        </div>
      </section>

      <section className="home-block" aria-label="成员企业">
        <BlockHead title="成员企业" hint="以下品牌店铺均为联盟成员，商品通过互通测试" />
        <BccaMembers />
      </section>

      <section className="home-block" aria-label="支持的标准与协议">
        <BlockHead title="支持的标准与协议" hint="联盟互通实验室覆盖的通信协议与生态平台" />
        <div className="bcca-protocols">
          {IOT_PROTOCOLS.map((p) => (
            <article key={p} className="bcca-protocol" data-testid="bcca-protocol">
              <h3>{p}</h3>
              <p>{PROTOCOL_NOTES[p].summary}</p>
              <small>{PROTOCOL_NOTES[p].hub}</small>
            </article>
          ))}
        </div>
        <div className="bcca-ecosystems">
          <span>对接生态：</span>
          {IOT_ECOSYSTEMS.map((e) => (
            <i key={e}>{e}</i>
          ))}
        </div>
      </section>

      <section className="home-block bcca-join" id="bcca-join" aria-label="如何加入">
        <BlockHead title="如何加入" hint="四步成为联盟成员" />
        <ol className="bcca-steps">
          {JOIN_STEPS.map((s, i) => (
            <li key={s.title}>
              <span className="bcca-step-no">{i + 1}</span>
              <strong>{s.title}</strong>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
        <div className="bcca-contact">
          <PhoneOutlined />
          <div>
            <span>联盟秘书处 · 入盟咨询</span>
            <strong data-testid="bcca-hotline">{hotline}</strong>
            <small>{serviceHours}</small>
          </div>
          <div className="bcca-contact-actions">
            <Button type="primary" size="large" href={`tel:${hotline.replace(/[^\d]/g, '')}`}>
              电话咨询
            </Button>
            {/* The seller platform is an app of its own (by default this mall's /seller workbench). */}
            <Button size="large" href={SELLER_PLATFORM_URL} target="_blank" rel="noopener noreferrer">
              商家入驻
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
