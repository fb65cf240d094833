import type { TPortalItem } from '@mall/contract';

/** Which CSS-drawn scene a placeholder tile shows (see `.wisdom-scene-*` in home.css). */
export type TWisdomScene = 'security' | 'lighting' | 'climate' | 'media' | 'energy' | 'care' | 'whole-home';

/**
 * A tile of the smart-life (wisdom) block. Spec §3: fallback placeholder items have id, imageUrl, name,
 * desc; a placeholder has no image (`imageUrl` empty) and is drawn by CSS from its `scene`, so a missing
 * portal slot never shows a broken picture.
 */
export interface TWisdomTile {
  id: number;
  imageUrl: string;
  name: string;
  desc: string;
  link: string;
  price: number | null;
  scene: TWisdomScene | null;
}

/** Spec §3: up to three rows, the first two of 3 items and the third of 1. */
export const WISDOM_ROW_SIZES = [3, 3, 1] as const;
export const WISDOM_TILE_COUNT = WISDOM_ROW_SIZES.reduce((a, b) => a + b, 0);

const searchLink = (keyword: string) => `/product?queryName=${encodeURIComponent(keyword)}`;

/** Smart-life scenes shown where the wisdom position has fewer items than tiles. Negative ids never clash. */
export const WISDOM_FALLBACK: readonly TWisdomTile[] = [
  {
    id: -1,
    imageUrl: '',
    name: '全屋安防',
    desc: '门锁、摄像头与门窗传感器联动，出门一键布防',
    link: searchLink('安防'),
    price: null,
    scene: 'security',
  },
  {
    id: -2,
    imageUrl: '',
    name: '智慧照明',
    desc: '回家自动亮灯，观影、阅读、睡眠一键切换',
    link: searchLink('照明'),
    price: null,
    scene: 'lighting',
  },
  {
    id: -3,
    imageUrl: '',
    name: '环境健康',
    desc: '温湿度与空气质量实时监测，净化加湿自动运行',
    link: searchLink('传感器'),
    price: null,
    scene: 'climate',
  },
  {
    id: -4,
    imageUrl: '',
    name: '影音娱乐',
    desc: '语音点播音乐与影片，灯光窗帘随场景联动',
    link: searchLink('音箱'),
    price: null,
    scene: 'media',
  },
  {
    id: -5,
    imageUrl: '',
    name: '节能用电',
    desc: '智能插座与计量开关，用电明细一目了然',
    link: searchLink('插座'),
    price: null,
    scene: 'energy',
  },
  {
    id: -6,
    imageUrl: '',
    name: '适老关怀',
    desc: '跌倒检测、紧急呼叫，子女远程随时看护',
    link: searchLink('紧急'),
    price: null,
    scene: 'care',
  },
  {
    id: -7,
    imageUrl: '',
    name: '全屋智能解决方案',
    desc: '一个网关连接全家设备，Matter、Zigbee、蓝牙 Mesh 统一接入，米家、HomeKit、天猫精灵任你选',
    link: searchLink('网关'),
    price: null,
    scene: 'whole-home',
  },
];

export function portalToWisdomTile(item: TPortalItem): TWisdomTile {
  return {
    id: item.id,
    imageUrl: item.imageUrl,
    name: item.title,
    desc: item.desc,
    link: item.link,
    price: item.price,
    scene: null,
  };
}

/**
 * Lays the wisdom block out in rows of 3, 3 and 1: the portal's items first, then placeholders for the
 * slots they leave empty. Items beyond the seven tiles are dropped; a placeholder is never shown twice,
 * and the last (wide) tile prefers the wide whole-home scene when it has to be a placeholder.
 */
export function wisdomRows(
  items: readonly TPortalItem[],
  fallback: readonly TWisdomTile[] = WISDOM_FALLBACK,
): TWisdomTile[][] {
  const tiles = items.slice(0, WISDOM_TILE_COUNT).map(portalToWisdomTile);
  const missing = WISDOM_TILE_COUNT - tiles.length;
  if (missing > 0) {
    const wide = fallback.find((f) => f.scene === 'whole-home');
    const narrow = fallback.filter((f) => f !== wide);
    // Every slot but the wide last one takes a narrow scene; the wide slot takes the wide scene.
    const fill = [...narrow.slice(0, missing - 1), ...(wide ? [wide] : narrow.slice(missing - 1, missing))];
    tiles.push(...fill.slice(0, missing));
  }
  const rows: TWisdomTile[][] = [];
  let at = 0;
  for (const size of WISDOM_ROW_SIZES) {
    const row = tiles.slice(at, at + size);
    at += size;
    if (row.length) rows.push(row);
  }
  return rows;
}
