import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CALLS } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryApp } from '../test/helper.js';

/**
 * Text travels compressed to clients that accept it: API answers on the fly (brotli, else gzip),
 * built assets as the .br/.gz files the web build wrote beside them.
 */
describe('compression', () => {
  let app: FastifyInstance;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-dist-'));
  const script = `console.log(${JSON.stringify('智联商城 '.repeat(400))});`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>智联商城</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    // Marked bodies, so the test sees which file was sent.
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(`${script}//br`));
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(`${script}//gz`));
    app = await memoryApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the pre-compressed sibling of a built asset, brotli first, with its long cache', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}//br`);
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(`${script}//gz`);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a large API answer for a client that accepts it, and only then', async () => {
    // A category list of a few kilobytes.
    await app.deps.db
      .insertInto('sys_categories')
      .values(Array.from({ length: 60 }, (_, i) => ({ name: `智能家居分类${i}` })))
      .execute();
    const payload = { data: {} };
    const call = CALLS.catalogue.sysCategoryChildren.path;
    const plain = await app.inject({ method: 'POST', url: call, payload });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const packed = await app.inject({ method: 'POST', url: call, payload, headers: { 'accept-encoding': 'br, gzip' } });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
    // An envelope error is small: sent as it is.
    const refused = await app.inject({ method: 'POST', url: call, payload: [], headers: { 'accept-encoding': 'br' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toMatchObject({ status: 407 });
  });

  it('compresses the API document, the largest answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const doc = JSON.parse(zlib.gunzipSync(res.rawPayload).toString()) as { openapi: string };
    expect(doc.openapi).toBe('3.1.0');
  });
});
