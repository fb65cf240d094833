import type { TListingContent, TListingSku } from '@mall/contract';
import { iotSpecRows as iotRows } from '@mall/contract/wire';

/** One text field the edit changed: what buyers see now, and what they will see. */
export interface TFieldChange {
  label: string;
  before: string;
  after: string;
}

/** The pictures the edit changed. */
export interface TImageChanges {
  added: string[];
  removed: string[];
  /** Another main picture (the first). */
  isMainChanged: boolean;
  /** The same pictures in another order. */
  isReordered: boolean;
}

/** One IoT fact's values the edit added or dropped (是否需要网关 reads as one value). */
export interface TFacetChange {
  label: string;
  added: string[];
  removed: string[];
}

/** What an approved product's edit changes against the live listing: what the reviewer must judge. */
export interface TListingChanges {
  fields: TFieldChange[];
  images: TImageChanges | null;
  facets: TFacetChange[];
  /** Spec values the edit adds, by dimension (a revision may not rename or drop them). */
  specValues: { name: string; added: string[] }[];
  /** SKUs the edit adds (they go on sale with the approval). */
  newSkus: TListingSku[];
  /** Live SKUs whose 商家编码 the edit changes. */
  codeChanges: { values: string[]; before: string | null; after: string | null }[];
  isDetailChanged: boolean;
  /** How many things changed (0: the edit saves the listing as it is). */
  count: number;
}

const weightText = (grams: number | null) => (grams === null ? '未填写' : `${grams} 克`);

/** The edit `revision` against the live content `live`, item by item. */
export function listingChanges(live: TListingContent, revision: TListingContent): TListingChanges {
  const fields: TFieldChange[] = [];
  const field = (label: string, before: string, after: string) => {
    if (before !== after) fields.push({ label, before, after });
  };
  field('分类', live.categoryPath, revision.categoryPath);
  field('标题', live.title, revision.title);
  field('副标题', live.subtitle, revision.subtitle);
  field('品牌', live.brand, revision.brand);
  field('重量', weightText(live.weightGrams), weightText(revision.weightGrams));

  const added = revision.images.filter((url) => !live.images.includes(url));
  const removed = live.images.filter((url) => !revision.images.includes(url));
  const isMainChanged = live.images[0] !== revision.images[0];
  const isReordered =
    added.length === 0 && removed.length === 0 && live.images.join('\n') !== revision.images.join('\n');
  const images =
    added.length || removed.length || isMainChanged || isReordered
      ? { added, removed, isMainChanged, isReordered }
      : null;

  const liveRows = iotRows(live.facets);
  const facets = iotRows(revision.facets).flatMap((row, i) => {
    const before = liveRows[i]?.values ?? [];
    const change = {
      label: row.label,
      added: row.values.filter((v) => !before.includes(v)),
      removed: before.filter((v) => !row.values.includes(v)),
    };
    return change.added.length || change.removed.length ? [change] : [];
  });

  const specValues = revision.specs.flatMap((spec) => {
    const before = live.specs.find((s) => s.name === spec.name)?.values ?? [];
    const values = spec.values.filter((v) => !before.includes(v));
    return values.length ? [{ name: spec.name, added: values }] : [];
  });

  const newSkus = revision.skus.filter((s) => s.id === null);
  const liveById = new Map(live.skus.map((s) => [s.id, s]));
  const codeChanges = revision.skus.flatMap((s) => {
    const before = s.id === null ? undefined : liveById.get(s.id);
    return before && before.code !== s.code ? [{ values: s.values, before: before.code, after: s.code }] : [];
  });

  const isDetailChanged = live.detailHtml !== revision.detailHtml;
  const count =
    fields.length +
    (images ? 1 : 0) +
    facets.length +
    specValues.length +
    newSkus.length +
    codeChanges.length +
    (isDetailChanged ? 1 : 0);
  return { fields, images, facets, specValues, newSkus, codeChanges, isDetailChanged, count };
}
