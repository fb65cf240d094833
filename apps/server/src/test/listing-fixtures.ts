/**
 * Fixtures of the sellers' listings (DESIGN-OPERATE §B): a two-level category tree (a leaf under a
 * top category), a complete 2×2-SKU listing, the walk of a product through the operator's review,
 * and the CSV import's multipart body (the token before the file, as the route wants).
 */
import { randomBytes } from 'node:crypto';
import { CALLS, type TEnvelope, type TListingInput, type TListingSaved } from '@mall/contract';
import type { TTestContext } from './helper.js';

const SP = CALLS.sellerProduct;
const AP = CALLS.adminProduct;

/** A top category (not a leaf) and a leaf under it; answers both ids. */
export async function addLeafCategory(
  ctx: TTestContext,
  name = '智能灯泡',
): Promise<{ topId: number; leafId: number }> {
  const db = ctx.app.deps.db;
  const top = await db
    .insertInto('sys_categories')
    .values({ name: `智能照明${randomBytes(2).toString('hex')}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const leaf = await db
    .insertInto('sys_categories')
    .values({ name, parent_id: Number(top.id) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { topId: Number(top.id), leafId: Number(leaf.id) };
}

/** A whole 2×2 listing (色温 × 功率) in `leafId` showing `images`; `over` replaces fields. */
export function listingOf(leafId: number, images: string[], over: Partial<TListingInput> = {}): TListingInput {
  return {
    categoryId: leafId,
    title: '极光 Zigbee 调光灯泡 E27',
    subtitle: '支持米家与 HomeKit',
    brand: '极光',
    images,
    detailHtml: '<p>好灯</p>',
    facets: { protocols: ['Zigbee 3.0'], ecosystems: ['米家', 'HomeKit'], hubRequired: true, certifications: ['CCC'] },
    specs: [
      { name: '色温', values: ['暖白', '冷白'] },
      { name: '功率', values: ['9W', '12W'] },
    ],
    skus: [
      { values: ['暖白', '9W'], price: 59, stock: 10, code: 'WW-9' },
      { values: ['暖白', '12W'], price: 69, stock: 10 },
      { values: ['冷白', '9W'], price: 59, stock: 10 },
      { values: ['冷白', '12W'], price: 69.9, stock: 0 },
    ],
    ...over,
  };
}

/** Throws with the envelope unless it is a 200. */
export function ok<T>(answer: TEnvelope<T>, what = 'call'): T {
  if (answer.status !== 200) throw new Error(`${what}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Adds the listing as a 草稿 and answers its id. */
export async function addDraft(ctx: TTestContext, token: string, listing: TListingInput): Promise<number> {
  return ok(await ctx.call<TListingSaved>(SP.add.path, listing, token), 'add').id;
}

/** Adds, submits and approves the listing: answers the id of a product on sale. */
export async function addApproved(
  ctx: TTestContext,
  token: string,
  admin: string,
  listing: TListingInput,
): Promise<number> {
  const id = await addDraft(ctx, token, listing);
  ok(await ctx.call(SP.submit.path, { id }, token), 'submit');
  ok(await ctx.call(AP.approve.path, { id }, admin), 'approve');
  return id;
}

const BOUNDARY = '----mallListingImport';

/** The import's multipart body: `accessToken` (when given), then `file`. */
export function importBody(token: string | undefined, file: Buffer, name = '商品.csv') {
  const part = (headers: string) => Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`);
  const payload = Buffer.concat([
    ...(token === undefined
      ? []
      : [part('Content-Disposition: form-data; name="accessToken"'), Buffer.from(`${token}\r\n`)]),
    part(`Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** Posts a CSV to the import call and answers the envelope. */
export async function importCsv<T = unknown>(
  ctx: TTestContext,
  token: string | undefined,
  file: Buffer,
): Promise<TEnvelope<T>> {
  const res = await ctx.app.inject({ method: 'POST', url: SP.import.path, ...importBody(token, file) });
  return res.json();
}

/** Calls the export and answers its bytes (and the HTTP answer's content type). */
export async function exportCsv(
  ctx: TTestContext,
  token: string,
  encoding?: 'utf-8' | 'gbk',
): Promise<{ status: number; type: string; bytes: Buffer }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: SP.export.path,
    payload: { data: encoding ? { encoding } : {}, accessToken: token },
  });
  return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), bytes: res.rawPayload };
}
