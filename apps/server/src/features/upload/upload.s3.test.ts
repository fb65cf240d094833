import fs from 'node:fs';
import path from 'node:path';
import { CALLS } from '@mall/contract';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { localUploadsDir } from '../../lib/storage.js';
import { countUploads, uploadPng } from '../../test/fixtures.js';
import { describeEachDb, registerAndLogin } from '../../test/helper.js';
import { startS3Server } from '../../test/s3-server.js';

const s3 = await startS3Server();
afterAll(() => s3.close());

/**
 * Uploads in an S3-compatible bucket (DESIGN-OPERATE §E): served through the mall from the bucket,
 * nothing on this machine's disk; the store down answers 503 and stores nothing while the rest of the
 * mall serves on; back, uploads work again by themselves.
 */
describeEachDb(
  'uploads in object storage (STORAGE=s3)',
  (ctx) => {
    it('keeps an upload in the bucket and serves it, and its resized copies, from there', async () => {
      expect(ctx.app.deps.storage.shared).toBe(true);
      // The start log names the store by its endpoint and bucket, never by a key.
      expect(ctx.app.deps.storage.description).toBe(`对象存储 ${s3.env.S3_ENDPOINT} / ${s3.env.S3_BUCKET}`);
      expect(ctx.app.deps.storage.description).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);
      const user = await registerAndLogin(ctx);
      const url = await uploadPng(ctx, user.token);
      expect(fs.existsSync(path.join(localUploadsDir(ctx.config.DATA_DIR), url.replace('/files/', '')))).toBe(false);

      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
      });
      expect(served.headers['cache-control']).toContain('immutable');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(32);

      const resized = await ctx.app.inject({ method: 'GET', url: `/img/86${url}`, headers: { accept: 'image/webp' } });
      expect(resized.statusCode).toBe(200);
      expect(resized.headers['content-type']).toBe('image/webp');
      // Kept in the bucket beside the upload, not on this machine.
      expect(await s3.keys(url.replace('/files/', ''))).toHaveLength(1);
      expect((await s3.keys('img/86/')).length).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(ctx.config.DATA_DIR, 'image-cache', '86'))).toBe(false);
      const again = await ctx.app.inject({ method: 'GET', url: `/img/86${url}`, headers: { accept: 'image/webp' } });
      expect(again.rawPayload.equals(resized.rawPayload)).toBe(true);
    });

    it('answers 503 while the store is down, stores nothing, keeps the mall serving, and recovers by itself', async () => {
      const user = await registerAndLogin(ctx);
      const kept = await uploadPng(ctx, user.token);
      const rows = await countUploads(ctx);
      await s3.stop();
      try {
        await expect(uploadPng(ctx, user.token)).rejects.toThrow(
          /"status":503.*STORAGE_UNAVAILABLE|STORAGE_UNAVAILABLE.*"status":503/,
        );
        expect(await countUploads(ctx)).toBe(rows);
        const file = await ctx.app.inject({ method: 'GET', url: kept });
        expect(file.statusCode).toBe(503);
        expect(file.json()).toMatchObject({
          status: 503,
          code: 'STORAGE_UNAVAILABLE',
          msg: '文件存储暂时不可用，请稍后重试',
        });
        expect(file.headers['cache-control']).toBe('no-store');
        expect((await ctx.app.inject({ method: 'GET', url: `/img/450${kept}` })).statusCode).toBe(503);
        // Everything else serves on.
        const page = await ctx.call(CALLS.catalogue.queryPortalPage.path, { page: 1, limit: 10 });
        expect(page.status).toBe(200);
        expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      } finally {
        await s3.start();
      }
      const url = await uploadPng(ctx, user.token);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: kept })).statusCode).toBe(200);
    });
  },
  s3.env,
);
