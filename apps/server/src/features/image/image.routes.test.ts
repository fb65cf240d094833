import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage, localUploadsDir } from '../../lib/storage.js';
import { describeEachDb } from '../../test/helper.js';
import { pickFormat, resolveOriginal } from './image.service.js';

describe('image sources', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-img-'));
  const sources = {
    storage: localDiskStorage(path.join(dir, 'uploads')),
    catalogueDir: path.join(dir, 'catalogue'),
    localCache: localDiskStorage(path.join(dir, 'cache')),
  };
  fs.mkdirSync(sources.catalogueDir);
  fs.writeFileSync(path.join(sources.catalogueDir, 'a.png'), 'x');
  fs.writeFileSync(path.join(dir, 'secret.png'), 'x');

  it('finds uploads by key and catalogue files inside their folder, nothing outside', async () => {
    expect((await resolveOriginal(sources, 'files/2026/11/a.png'))?.id).toBe('files/2026/11/a.png');
    expect((await resolveOriginal(sources, 'catalogue/a.png'))?.id).toMatch(/catalogue\/a\.png:/);
    for (const outside of ['files/../../etc/passwd.png', 'files/', 'files/2026/11/a.pdf', 'catalogue/../secret.png']) {
      expect(await resolveOriginal(sources, outside)).toBeNull();
    }
    expect(await resolveOriginal(sources, 'other/a.png')).toBeNull();
  });

  it('prefers WebP when accepted, PNG for transparency, JPEG otherwise', () => {
    expect(pickFormat('image/avif,image/webp,*/*', false)).toBe('webp');
    expect(pickFormat('*/*', true)).toBe('png');
    expect(pickFormat(undefined, false)).toBe('jpeg');
  });
});

describeEachDb('GET /img/<preset>/<path>', (ctx) => {
  const rel = '2026/11/e2e-original.jpg';
  beforeAll(async () => {
    const file = path.join(localUploadsDir(ctx.config.DATA_DIR), rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 0, g: 150, b: 136 } } })
      .jpeg()
      .toFile(file);
  });

  it.each([
    ['450', 450, 450],
    ['900', 900, 900],
    ['86', 86, 86],
    ['carousel', 792, 330],
  ])('serves preset %s at exactly %i×%i', async (preset, width, height) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/img/${preset}/files/${rel}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('answers WebP to a browser that accepts it, and caches the result on disk', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/img/450/files/${rel}`,
      headers: { accept: 'image/webp,*/*' },
    });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toContain('Accept');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    const cacheDir = path.join(ctx.config.DATA_DIR, 'image-cache', '450');
    const cachedFiles = fs.readdirSync(cacheDir, { recursive: true }).map(String);
    expect(cachedFiles.some((f) => f.endsWith('.webp'))).toBe(true);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/img/450/files/${rel}`,
      headers: { accept: 'image/webp' },
    });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it.each([
    ['a size that is not a preset', `/img/100/files/${rel}`],
    ['a free-form size', `/img/450x450/files/${rel}`],
    ['a missing original', '/img/450/files/2026/11/missing.jpg'],
    ['a path leaving the upload directory', '/img/450/files/..%2F..%2Fmall.db'],
    ['an unknown source', '/img/450/etc/passwd'],
  ])('refuses %s with 404', async (_label, url) => {
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('serves 50 concurrent first requests of one preset without a broken file', async () => {
    const url = `/img/900/files/${rel}`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => ctx.app.inject({ method: 'GET', url, headers: { accept: 'image/png' } })),
    );
    for (const res of results) {
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(900);
    }
  });
});
