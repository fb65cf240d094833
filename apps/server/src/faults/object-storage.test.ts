import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CALLS, type TReview, type TUploadResult } from '@mall/contract';
import { receivedOrder } from '@mall/contract/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localUploadsDir } from '../lib/storage.js';
import { addBuyers, addSeller, type TFixtureSeller, type TQuickBuyer, wireOf } from '../test/fixtures.js';
import { startServerProcess, type TServerProcess } from '../test/http-server.js';
import { startS3Server, type TS3Server } from '../test/s3-server.js';
import { creditCoins, openFaultShop, send, type TFaultShop } from './fault-kit.js';

const pgUrl = inject('faultsPgUrl');
const redisUrl = inject('faultsRedisUrl');

const DETAILS = CALLS.catalogue.details.path;
/** Minutes: without the instances telling each other, a change would show only this long after. */
const CACHE_MS = 300_000;

/**
 * Three server processes on one PostgreSQL schema and one Redis, each with its own data folder, and
 * their uploads in a local S3-compatible server (DESIGN-OPERATE §E): what one instance stores the
 * others serve; a write on one clears the others' cached answers at once; the store down costs
 * uploads only, and they come back by themselves.
 */
describe.skipIf(!pgUrl || !redisUrl)('three instances on object storage', () => {
  let shop: TFaultShop;
  let s3: TS3Server;
  const servers: TServerProcess[] = [];
  const dirs: string[] = [];
  let seller: TFixtureSeller;
  let buyer: TQuickBuyer;

  beforeAll(async () => {
    shop = await openFaultShop(pgUrl, redisUrl);
    s3 = await startS3Server();
    seller = await addSeller(shop.ctx, [{ title: '对象存储 智能摄像头', standards: [[29_900, 100]] }]);
    [buyer] = (await addBuyers(shop.ctx.app.deps, 1)) as [TQuickBuyer];
    await creditCoins(shop.db, buyer.userId, 10_000_00);
    const started = await Promise.allSettled(
      [0, 1, 2].map(() => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-instance-'));
        dirs.push(dir);
        return startServerProcess(
          shop.serverEnv({ ...s3.env, DATA_DIR: dir, CATALOGUE_CACHE_MS: String(CACHE_MS) }),
          60_000,
        );
      }),
    );
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await s3?.close();
    await shop?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Uploads a picture through one instance's upload call (multipart, as the browser does). */
  async function upload(base: string, bytes: Buffer) {
    const form = new FormData();
    form.append('accessToken', buyer.token);
    form.append('folderId', '-1');
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), '现场照片.png');
    const res = await fetch(`${base}${CALLS.upload.uploadFile.path}`, { method: 'POST', body: form });
    return (await res.json()) as { status: number; code?: string; msg: string; data: TUploadResult };
  }

  const picture = (r: number) =>
    sharp({ create: { width: 48, height: 32, channels: 3, background: { r, g: 120, b: 200 } } })
      .png()
      .toBuffer();

  const priceOn = async (base: string) =>
    (await send<{ price: number }>(base, DETAILS, { id: seller.products[0]!.productId })).data.price;

  it('serves a picture uploaded on one instance from the others, and a review with it shows on each', async () => {
    const bytes = await picture(30);
    const [a, b, c] = servers.map((s) => s.base) as [string, string, string];
    const uploaded = await upload(a, bytes);
    expect(uploaded.status, uploaded.msg).toBe(200);
    const { url } = uploaded.data;
    // Nothing on any instance's disk: the bucket holds it.
    for (const dir of dirs)
      expect(fs.existsSync(path.join(localUploadsDir(dir), url.replace('/files/', '')))).toBe(false);
    const stored = await fetch(`${a}${url}`).then((r) => r.arrayBuffer());
    for (const base of [b, c]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(stored))).toBe(true);
      expect((await fetch(`${base}/img/86${url}`)).status).toBe(200);
    }

    const product = seller.products[0]!;
    const orderId = await receivedOrder(wireOf(shop.ctx), {
      buyerToken: buyer.token,
      sellerToken: await seller.login(),
      productId: product.productId,
      standardId: product.standardIds[0]!,
      payType: 'aicoin',
    });
    const detail = await send<{ order: { orderDetailList: { id: number }[] } }>(
      b,
      CALLS.order.selectSingleOrder1.path,
      { orderId },
      { token: buyer.token },
    );
    const reviewed = await send(
      b,
      CALLS.review.savePProductComment.path,
      {
        productId: product.productId,
        orderDetailId: detail.data.order.orderDetailList[0]!.id,
        score: 5,
        content: '画面清晰，夜视效果很好',
        images: [url],
      },
      { token: buyer.token },
    );
    expect(reviewed.status, reviewed.msg).toBe(200);
    for (const base of [a, b, c]) {
      const reviews = await send<TReview[]>(base, CALLS.review.query.path, {
        productId: product.productId,
        page: 1,
        limit: 10,
      });
      expect(reviews.data.map((r) => r.images)).toContainEqual([url]);
      const [image] = reviews.data.find((r) => r.images.length > 0)!.images;
      expect((await fetch(`${base}${image}`)).status).toBe(200);
    }
  });

  it('serves a price changed on one instance from the others within 100 ms, with a cache of minutes', async () => {
    const [a, b, c] = servers.map((s) => s.base) as [string, string, string];
    const product = seller.products[0]!;
    const before = await priceOn(b);
    expect(await priceOn(c)).toBe(before);
    // Cached there: a change behind the mall's back stays unseen for the cache's minutes.
    await shop.db.updateTable('products').set({ price_fen: 12_300 }).where('id', '=', product.productId).execute();
    expect(await priceOn(b)).toBe(before);
    expect(await priceOn(c)).toBe(before);

    const token = await seller.login();
    const changed = await send(
      a,
      CALLS.sellerProduct.updatePrice.path,
      { standardId: product.standardIds[0], price: 249 },
      { token },
    );
    expect(changed.status, changed.msg).toBe(200);
    const answered = Date.now();
    const seenAfter = await Promise.all(
      [b, c].map(async (base) => {
        while ((await priceOn(base)) !== 249) {
          if (Date.now() - answered > 5_000) throw new Error(`${base} still serves the old price`);
        }
        return Date.now() - answered;
      }),
    );
    console.log(`[faults] object storage: a new price served by the other instances after ${seenAfter.join(' / ')} ms`);
    for (const ms of seenAfter) expect(ms).toBeLessThan(100);
  });

  it('answers uploads 503 while the store is down, keeps the rest serving, and uploads again once it is back', async () => {
    const bytes = await picture(90);
    await s3.stop();
    try {
      for (const server of servers) {
        const refused = await upload(server.base, bytes);
        expect(refused).toMatchObject({
          status: 503,
          code: 'STORAGE_UNAVAILABLE',
          msg: '文件存储暂时不可用，请稍后重试',
        });
        const details = await send(server.base, DETAILS, { id: seller.products[0]!.productId });
        expect(details.status).toBe(200);
        expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
      }
    } finally {
      await s3.start();
    }
    for (const server of servers) {
      const again = await upload(server.base, bytes);
      expect(again.status, again.msg).toBe(200);
      expect((await fetch(`${servers[0]!.base}${again.data.url}`)).status).toBe(200);
    }
    for (const s of servers) expect(s.output(), `server ${s.pid}`).not.toMatch(/"level":60/);
  });
});
