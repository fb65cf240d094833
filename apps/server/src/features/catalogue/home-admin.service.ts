import {
  HOME_POSITION_TEXT,
  HOME_POSITIONS,
  PORTAL_POSITIONS,
  PRODUCT_STATUS,
  type THomeItemInput,
  type THomePosition,
  type THomeSlot,
} from '@mall/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import * as repo from './home-admin.repository.js';

/**
 * The storefront's home as the console edits it (DESIGN-OPERATE §A `home`): the portal positions of
 * spec §7 (carousel, market, the two ad rows, rank, smart life). The classification floors and the
 * recommended shops follow the category tree and the shops; the news carousel its headline articles.
 */
export async function homeSlots(db: Kysely<DB>): Promise<THomeSlot[]> {
  const rows = await repo.allPortalItems(db);
  return HOME_POSITIONS.map((position) => {
    const { position: code, rownum } = PORTAL_POSITIONS[position];
    return {
      position,
      code,
      rownum,
      ...HOME_POSITION_TEXT[position],
      items: rows
        .filter((r) => Number(r.position) === code)
        .map((r) => ({
          id: Number(r.id),
          title: r.title,
          desc: r.description,
          imageUrl: r.image_url,
          productId: r.product_id === null ? null : Number(r.product_id),
          productTitle: r.product_title ?? null,
          productImage: r.product_image ?? null,
          isShown: r.product_id === null || Number(r.product_status) === PRODUCT_STATUS.ON_SALE,
          link: r.link,
        })),
    };
  });
}

function itemView(r: {
  title: string;
  description: string;
  image_url: string;
  product_id: number | null;
  link: string;
}) {
  return { title: r.title, desc: r.description, imageUrl: r.image_url, productId: r.product_id, link: r.link };
}

/**
 * Replaces one position's items in the order given; every product named must be on sale (404
 * naming `items.<i>.productId`). Answers the position's items before and after for the audit log.
 */
export async function updateHomePosition(db: Kysely<DB>, position: THomePosition, items: THomeItemInput[]) {
  const code = PORTAL_POSITIONS[position].position;
  const productIds = items.flatMap((i) => (i.productId == null ? [] : [i.productId]));
  const onSale = await repo.onSaleProductIds(db, [...new Set(productIds)]);
  items.forEach((item, i) => {
    if (item.productId != null && !onSale.has(item.productId))
      throw appError('HOME_PRODUCT_NOT_FOUND', { field: `items.${i}.productId` });
  });
  const before = (await repo.positionItems(db, code)).map(itemView);
  const rows = items.map((item, sort) => ({
    sort,
    title: item.title.trim(),
    description: item.desc?.trim() ?? '',
    image_url: item.imageUrl?.trim() ?? '',
    product_id: item.productId ?? null,
    link: item.link?.trim() ?? '',
  }));
  await repo.replacePositionItems(db, code, rows);
  return { before, after: rows.map(itemView) };
}
