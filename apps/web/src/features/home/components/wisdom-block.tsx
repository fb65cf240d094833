import { formatYuan, IOT_ECOSYSTEMS, PORTAL_POSITIONS } from '@mall/contract/wire';
import type { ReactNode } from 'react';
import { SiteLink } from '../../../components/site-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  BulbOutlined,
  CloudOutlined,
  HeartOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  SoundOutlined,
  ThunderboltOutlined,
} from '../../../components/ui/icons';
import { imageUrl } from '../../../lib/image-url';
import { usePortal } from '../../catalogue';
import { type TWisdomScene, type TWisdomTile, wisdomRows } from '../wisdom';
import { BlockHead, SkeletonBox } from './block-state';

const SCENE_ICONS: Record<TWisdomScene, ReactNode> = {
  security: <SafetyCertificateOutlined />,
  lighting: <BulbOutlined />,
  climate: <CloudOutlined />,
  media: <SoundOutlined />,
  energy: <ThunderboltOutlined />,
  care: <HeartOutlined />,
  'whole-home': <HomeOutlined />,
};

function WisdomArt({ tile, isWide }: { tile: TWisdomTile; isWide: boolean }) {
  if (tile.scene) {
    return (
      <span className="wisdom-art wisdom-art-scene" aria-hidden="true">
        <span className="wisdom-art-ring" />
        <span className="wisdom-art-icon">{SCENE_ICONS[tile.scene]}</span>
        {isWide ? (
          <span className="wisdom-art-chips">
            {IOT_ECOSYSTEMS.map((e) => (
              <i key={e}>{e}</i>
            ))}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <span className="wisdom-art">
      <img
        src={imageUrl(tile.imageUrl, '450')}
        alt={tile.name}
        loading="lazy"
        decoding="async"
        width={450}
        height={450}
      />
    </span>
  );
}

function WisdomTileView({ tile, isWide }: { tile: TWisdomTile; isWide: boolean }) {
  const scene = tile.scene ?? 'portal';
  return (
    <SiteLink
      to={tile.link}
      className={`wisdom-tile wisdom-scene-${scene}${isWide ? ' wisdom-tile-wide' : ''}`}
      title={tile.name}
      testId="wisdom-tile"
    >
      <span className="wisdom-text">
        <strong>{tile.name}</strong>
        <small>{tile.desc}</small>
        {tile.price !== null ? <em className="wisdom-price">¥{formatYuan(tile.price)} 起</em> : <em>立即探索 ›</em>}
      </span>
      <WisdomArt tile={tile} isWide={isWide} />
    </SiteLink>
  );
}

/**
 * The smart-life block (portal 3/6, spec §3): rows of 3, 3 and 1. Slots the position leaves empty show
 * CSS-drawn scenes; when the position fails to load the scenes still fill the block (nothing broken).
 */
export function WisdomBlock() {
  const query = usePortal(PORTAL_POSITIONS.wisdom);
  return (
    <section className="home-block home-wisdom" aria-label="智慧生活" data-testid="home-wisdom">
      <BlockHead title="智慧生活" hint="一个场景，一套方案，让家更懂你" more={{ to: '/plan', label: '更多场景方案' }} />
      {query.isPending ? (
        <div className="wisdom-rows">
          <div className="wisdom-row">
            {[0, 1, 2].map((i) => (
              <SkeletonBox key={i} height={168} />
            ))}
          </div>
        </div>
      ) : (
        <div className="wisdom-rows">
          {query.isError ? (
            <Alert
              type="warning"
              showIcon
              title="智慧生活推荐加载失败，先为您展示热门场景"
              action={
                <Button size="small" onClick={() => void query.refetch()}>
                  重新加载
                </Button>
              }
            />
          ) : null}
          {wisdomRows(query.data ?? []).map((row, r) => (
            <div key={row[0].id} className={`wisdom-row wisdom-row-${row.length}`}>
              {row.map((tile) => (
                <WisdomTileView key={tile.id} tile={tile} isWide={r === 2} />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
