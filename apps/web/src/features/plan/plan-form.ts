import type { TPlanDetail, TPlanInput, TPlanLine, TPlanScene } from '@mall/contract';
import type { TAttachmentDraft } from '../upload';

/** A line of the form's bill of materials: what the picker knew about the product when it was added. */
export interface TBomDraftLine {
  productId: number;
  standardId: number;
  quantity: number;
  title: string;
  image: string;
  /** Standard name shown until the standards load; '' when unknown. */
  standardName: string;
}

/** The plan form's values (antd Form). */
export interface TPlanFormValues {
  title?: string;
  scene?: TPlanScene;
  summary?: string;
  htmlCode?: string;
  /** The cover's stored path, in a list of at most one (ImageUploader's value). */
  cover?: string[];
  attachments?: TAttachmentDraft[];
  products?: TBomDraftLine[];
}

/** A line the catalogue no longer sells (gone, or off sale): a plan cannot be saved with it. */
function isDropped(line: TPlanLine): boolean {
  return line.issue === 'gone' || line.issue === 'offSale';
}

/** The titles of the lines an edit starts without (the form says so above the list). */
export function droppedLineTitles(plan: TPlanDetail): string[] {
  return plan.products.filter(isDropped).map((l) => l.title || '已删除的商品');
}

/** What a server refusal of a line says on the list: 第2件产品：商品不存在、已下架或规格不符. */
export function refusalText(path: readonly (string | number)[], text: string): string {
  return path[0] === 'products' && typeof path[1] === 'number' ? `第${path[1] + 1}件产品：${text}` : text;
}

/** The values of the author's plan being edited. Its cover is their upload; a demo product picture is not, so it is left out. */
export function planFormValues(plan: TPlanDetail): TPlanFormValues {
  return {
    title: plan.title,
    scene: plan.scene,
    summary: plan.summary,
    htmlCode: plan.htmlCode,
    cover: plan.cover.startsWith('/files/') ? [plan.cover] : [],
    attachments: plan.attachments.map((a) => ({ url: a.url, name: a.name, kind: a.kind })),
    products: plan.products
      .filter((l) => !isDropped(l))
      .map((l) => ({
        productId: l.productId,
        standardId: l.standardId,
        quantity: l.quantity,
        title: l.title,
        image: l.image,
        standardName: l.standardName,
      })),
  };
}

/** The payload `plan/add` (and with an id `plan/update`) takes, from the form's values. */
export function planPayload(v: TPlanFormValues): TPlanInput {
  const cover = v.cover?.[0];
  const attachments = (v.attachments ?? []).map((a) => ({ url: a.url, name: a.name }));
  return {
    title: (v.title ?? '').trim(),
    scene: v.scene as TPlanScene,
    summary: (v.summary ?? '').trim(),
    htmlCode: v.htmlCode ?? '',
    ...(cover ? { cover } : {}),
    ...(attachments.length ? { attachments } : {}),
    products: (v.products ?? []).map((l) => ({
      productId: l.productId,
      standardId: l.standardId,
      quantity: l.quantity,
    })),
  };
}

/**
 * Adds a product's standard to the list: a standard already listed gets the units added instead of a
 * second line (the server refuses the same standard twice).
 */
export function withLine(lines: readonly TBomDraftLine[], line: TBomDraftLine, max: number): TBomDraftLine[] {
  const found = lines.find((l) => l.standardId === line.standardId);
  if (found) {
    return lines.map((l) => (l === found ? { ...l, quantity: Math.min(max, l.quantity + line.quantity) } : l));
  }
  return [...lines, line];
}

/** What 添加 did with a picked standard: a new line, one more unit on the listed line, or nothing (at the cap). */
export type TBomAddOutcome = 'added' | 'merged' | 'atMax';

/**
 * 添加 from the picker: a new standard becomes a line; a standard already listed gets its units added
 * (at most `max`) and the editor says so instead of silently raising it.
 */
export function addPickedLine(
  lines: readonly TBomDraftLine[],
  line: TBomDraftLine,
  max: number,
): { lines: TBomDraftLine[]; outcome: TBomAddOutcome } {
  const found = lines.find((l) => l.standardId === line.standardId);
  if (!found) return { lines: [...lines, line], outcome: 'added' };
  if (found.quantity >= max) return { lines: [...lines], outcome: 'atMax' };
  return { lines: withLine(lines, line, max), outcome: 'merged' };
}

/** The toast 添加 shows for each outcome (the product's title in 「」). */
export function addOutcomeText(outcome: TBomAddOutcome, title: string): string {
  if (outcome === 'merged') return `「${title}」已在清单中，数量已加1`;
  if (outcome === 'atMax') return `「${title}」已在清单中，数量已达上限`;
  return `已添加「${title}」`;
}

/** A line's subtotal in yuan: unit price × units, exact to the fen. */
export function lineSubtotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}

/**
 * The running total of the list at the prices known now (`priceOf` answers undefined while a line's
 * standards load): the sum of the subtotals in yuan, the units, and whether every line was priced.
 */
export function bomTotal(
  lines: readonly TBomDraftLine[],
  priceOf: (standardId: number) => number | undefined,
): { total: number; units: number; isComplete: boolean } {
  let cents = 0;
  let units = 0;
  let isComplete = true;
  for (const l of lines) {
    units += l.quantity;
    const price = priceOf(l.standardId);
    if (price === undefined) isComplete = false;
    else cents += Math.round(price * 100) * l.quantity;
  }
  return { total: cents / 100, units, isComplete };
}

/** The form field an issue of the contract's schema belongs to (`products.2.quantity` → products). */
export function issueField(path: readonly PropertyKey[]): string {
  return String(path[0] ?? '');
}
