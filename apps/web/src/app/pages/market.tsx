import { CrownOutlined, SafetyCertificateOutlined, ThunderboltOutlined, TrophyOutlined } from '@ant-design/icons';
import { BlockHead } from '../../features/home/components/block-state';
import { MarketGoods } from '../../features/home/components/market-goods';
import { MarketRows } from '../../features/home/components/market-rank';

const FACTS = [
  { icon: <SafetyCertificateOutlined />, label: '品牌正品' },
  { icon: <TrophyOutlined />, label: '口碑爆款' },
  { icon: <ThunderboltOutlined />, label: '48小时发货' },
];

/**
 * Market (spec §2, 精选市场): the market portal position in rows of 3 as larger cards, then the best
 * sellers by category with paging (`?sysCategoryId=&page=`).
 */
export default function MarketPage() {
  return (
    <div className="container home market-page" data-testid="market-page">
      <div className="market-hero">
        <div>
          <h1>精选市场</h1>
          <p>编辑严选的智能家居好物，热销榜单实时更新，买得放心，用得省心</p>
        </div>
        <div className="market-hero-facts">
          {FACTS.map((f) => (
            <span key={f.label}>
              {f.icon}
              {f.label}
            </span>
          ))}
        </div>
      </div>
      <section className="home-block" aria-label="编辑精选">
        <BlockHead
          title={
            <>
              <CrownOutlined /> 编辑精选
            </>
          }
          hint="每周更新，只推荐真正好用的设备"
        />
        <MarketRows size="large" />
      </section>
      <MarketGoods />
    </div>
  );
}
