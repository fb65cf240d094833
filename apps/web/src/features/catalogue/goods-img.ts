import type { TProductFile } from '@mall/contract';
import { imageUrl } from '../../lib/image-url';

/** Spec §9: product images 4 per row. */
export const GOODS_IMG_ROW = 4;

/** One product image in the sizes the detail page shows (spec §3 goodsImg). */
export interface TGoodsImage {
  /** The stored original path (`/files/...`). */
  path: string;
  /** Main image, 450². */
  showPath: string;
  /** Zoom, 900². */
  largePath: string;
  /** Thumbnail, 86². */
  miniPath: string;
}

/** A path as the three sizes of the gallery. */
export function toGoodsImage(path: string): TGoodsImage {
  return { path, showPath: imageUrl(path, '450'), largePath: imageUrl(path, '900'), miniPath: imageUrl(path, '86') };
}

/**
 * The gallery view model (spec §3): the product's images in their sort order, each path once,
 * grouped in rows of 4. `fallback` (e.g. the card image) stands in when the product has no files.
 */
export function buildGoodsImg(files: readonly TProductFile[] | undefined, fallback?: string): TGoodsImage[][] {
  const paths: string[] = [];
  for (const f of [...(files ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id)) {
    const p = f.path?.trim();
    if (p && !paths.includes(p)) paths.push(p);
  }
  if (paths.length === 0 && fallback?.trim()) paths.push(fallback.trim());
  const rows: TGoodsImage[][] = [];
  for (let i = 0; i < paths.length; i += GOODS_IMG_ROW) {
    rows.push(paths.slice(i, i + GOODS_IMG_ROW).map(toGoodsImage));
  }
  return rows;
}
