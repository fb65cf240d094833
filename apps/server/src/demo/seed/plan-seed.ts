import { type TPlanAttachment, ZQueryPortalPage } from '@mall/contract';
import { queryProductPage } from '../../features/catalogue/catalogue.service.js';
import { standardsWithStock } from '../../features/catalogue/product-detail.service.js';
import { publishPlan } from '../../features/plan/plan.service.js';
import { storeUpload } from '../../features/upload/upload.service.js';
import type { TDeps } from '../../plugins/deps.js';
import { PLAN_DATA, type TPlanData } from './plan-data.js';
import { seedOnce } from './seed-once.js';

/** The key whose insert claims the plans demo: one instance seeds it, once. */
export const PLAN_CLAIM = 'demo:plans';
const DAY = 86_400_000;

/** A plan's body: the intro, the key points, installation, and a pointer to the bill of materials. */
export function planHtml(p: TPlanData): string {
  const points = p.points.map(([lead, rest]) => `<li><strong>${lead}</strong>：${rest}</li>`).join('');
  return [
    `<p>${p.intro}</p>`,
    '<h2>方案要点</h2>',
    `<ul>${points}</ul>`,
    '<h2>安装与使用</h2>',
    `<p>${p.install}</p>`,
    '<p>下方「方案清单」按今天的价格与库存列出全部产品，可一键加入购物车。</p>',
  ].join('');
}

/**
 * A small one-page PDF (text in the standard Helvetica font, so ASCII only) with a correct
 * cross-reference table: the demo's "bill of materials and wiring notes" attachment. Nothing active
 * in it, so the upload feature stores it like any buyer's PDF.
 */
export function demoPdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 56 ${780 - i * 22} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A line's product: the `pick`-th in-stock match of the keyword, its first standard with enough stock. */
async function findLine(deps: TDeps, keyword: string, quantity: number, pick: number) {
  const { list } = await queryProductPage(
    deps.db,
    ZQueryPortalPage.parse({ pageNO: 1, pageRows: 4, queryName: keyword, onlyInStock: 1 }),
  );
  const card = list[pick % Math.max(list.length, 1)];
  if (!card) return undefined;
  const standards = await standardsWithStock(deps.db, card.id);
  const standard = standards.find((s) => s.stock >= quantity) ?? standards.find((s) => s.stock > 0);
  return standard ? { card, standardId: standard.id, quantity: Math.min(quantity, standard.stock) } : undefined;
}

/**
 * Seeds the 方案馆: the demo plans, written by the demo buyer (so 我的方案 has something to edit),
 * each built from real products and standards of the demo catalogue, its cover the first product's
 * picture, some with a generated PDF. Claimed once per database; false when the demo buyer or the
 * catalogue is missing, or another instance (or an earlier start) seeded it.
 */
export async function seedPlans(deps: TDeps, who: { author: string }, now = Date.now()): Promise<boolean> {
  const { db } = deps;
  const author = await db.selectFrom('users').select('id').where('username', '=', who.author).executeTakeFirst();
  const anyProduct = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (!author || !anyProduct) return false;
  const userId = Number(author.id);
  return seedOnce(db, PLAN_CLAIM, async () => {
    for (const [i, p] of PLAN_DATA.entries()) {
      const products: { productId: number; standardId: number; quantity: number }[] = [];
      let cover = '';
      for (const [keyword, quantity] of p.lines) {
        const found = await findLine(deps, keyword, quantity, i);
        if (!found || products.some((l) => l.standardId === found.standardId)) continue;
        cover ||= found.card.image;
        products.push({ productId: found.card.id, standardId: found.standardId, quantity: found.quantity });
      }
      if (products.length === 0) continue;
      const attachments: TPlanAttachment[] = [];
      if (p.hasPdf) {
        const pdf = await storeUpload(
          deps,
          { type: 'user', id: userId },
          {
            bytes: demoPdf([
              'ZhiLian Mall - Solution Plan',
              `Plan #${i + 1}: bill of materials and wiring notes`,
              ...products.map((l, n) => `${n + 1}. product ${l.productId}, standard ${l.standardId}, x ${l.quantity}`),
              'Install the gateway first, then pair each device in the app.',
            ]),
            filename: `${p.title}-清单与接线说明.pdf`,
          },
        );
        attachments.push({ url: pdf.url, name: pdf.name, size: pdf.size, kind: 'pdf' });
      }
      await publishPlan(
        db,
        userId,
        {
          title: p.title,
          scene: p.scene,
          summary: p.summary,
          html: planHtml(p),
          // The first product's own picture (a catalogue path the image presets serve), not an upload.
          cover,
          attachments,
          products,
        },
        { now: now - p.daysAgo * DAY - i * 60_000, views: p.views },
      );
    }
  });
}
