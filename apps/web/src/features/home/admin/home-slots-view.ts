import type { THomeItemInput, THomeSlotItem } from '@mall/contract';

/** An item as the editor holds it: the answer's fields, with a key of its own for new ones. */
export interface THomeDraftItem {
  key: string;
  title: string;
  desc: string;
  imageUrl: string;
  productId: number | null;
  productTitle: string | null;
  productImage: string | null;
  link: string;
  isShown: boolean;
}

let nextKey = 0;
/** A key no item of this session has had. */
export function newItemKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function draftOf(item: THomeSlotItem): THomeDraftItem {
  return { ...item, key: `id-${item.id}` };
}

/** The list with item `index` moved by `by` (−1 up, +1 down); unchanged at the ends. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}

/** What `adminHome.update` takes for the edited list, in order (blank fields left out). */
export function homeItemsPayload(items: readonly THomeDraftItem[]): THomeItemInput[] {
  return items.map((i) => ({
    title: i.title.trim(),
    ...(i.desc.trim() ? { desc: i.desc.trim() } : {}),
    ...(i.imageUrl ? { imageUrl: i.imageUrl } : {}),
    ...(i.productId !== null ? { productId: i.productId } : {}),
    ...(i.link.trim() ? { link: i.link.trim() } : {}),
  }));
}

/** The picture an item shows on the home: its own, else its product's. */
export function itemPicture(i: Pick<THomeDraftItem, 'imageUrl' | 'productImage'>): string {
  return i.imageUrl || i.productImage || '';
}

/** Where an item leads: its link, else its product's page. */
export function itemTarget(i: Pick<THomeDraftItem, 'link' | 'productId'>): string {
  if (i.link) return i.link;
  return i.productId !== null ? `/product/detail?id=${i.productId}` : '（无链接）';
}
