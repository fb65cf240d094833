import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp, redactUrl } from '../app.js';
import { loadConfig } from '../config/env.js';
import { describeEachDb } from '../test/helper.js';

describeEachDb('the wire', (ctx) => {
  it('answers 405 to any method but POST on an API path', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await ctx.app.inject({ method, url: '/order/userInfo/selectUsers.json' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 405, msg: '不支持当前请求方法', data: null });
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: '/login' })).json().status).toBe(405);
  });

  it('answers the 404 envelope for unknown paths (a declared call not served yet answers the same: contract-inventory.test.ts)', async () => {
    expect(await ctx.call('/no/such/call.json', {})).toEqual({ status: 404, msg: '没有找到资源', data: null });
  });

  it.each([
    ['malformed JSON', '{"data": ', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a body that is not an object', '"text"', 'application/json'],
    ['a body that is an array', '[1,2]', 'application/json'],
    ['an unsupported content type', 'data=1', 'application/x-www-form-urlencoded'],
  ])('answers 407 to %s', async (_label, payload, contentType) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.json().status).toBe(407);
  });

  it('names the refused field of a schema 407 in the envelope, beside the text that names it', async () => {
    const res = await ctx.call('/login', { username: 'alice', password: 'x', userType: 7 });
    expect(res).toEqual({
      status: 407,
      msg: '参数解析失败：data.userType 无效输入：期望 2',
      data: null,
      field: 'userType',
    });
    // A body that is not a payload names no field.
    const noBody = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(noBody.json()).not.toHaveProperty('field');
  });

  it('answers 407 to a body over 1 MB', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      payload: { data: { username: 'x'.repeat(1_100_000), password: 'y', userType: 2 } },
    });
    expect(res.json().status).toBe(407);
  });

  it('reports health once the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('request logging', () => {
  it('never logs a token or a one-time sign-in code carried in the query', () => {
    expect(redactUrl('/auth?token=abc.def-ghi&redirect=%2Fcart')).toBe('/auth?token=[redacted]&redirect=%2Fcart');
    expect(redactUrl('/auth?code=Zx9_q-1&redirect=%2Fcart')).toBe('/auth?code=[redacted]&redirect=%2Fcart');
    expect(redactUrl('/auth?redirect=%2F&code=Zx9_q-1')).toBe('/auth?redirect=%2F&code=[redacted]');
    expect(redactUrl('/x?a=1&accessToken=zzz')).toBe('/x?a=1&accessToken=[redacted]');
    expect(redactUrl('/product/detail?id=3')).toBe('/product/detail?id=3');
  });
});

describe('unexpected errors and the SPA', () => {
  async function appWithDist() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-wire-'));
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>智联商城</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const config = loadConfig({ DATABASE_URL: ':memory:', DATA_DIR: dir, WEB_DIST: dist, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, logger: false });
    return { app, dir };
  }

  it('hides the details of an internal error behind a generic 500', async () => {
    const { app, dir } = await appWithDist();
    app.post('/boom.json', async () => {
      throw new Error('secret database detail');
    });
    const res = await app.inject({ method: 'POST', url: '/boom.json', payload: { data: {} } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, msg: '服务器内部错误', data: null });
    expect(res.body).not.toContain('secret');
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the SPA for deep links, hashed assets with long caching, and 404 for missing assets', async () => {
    const { app, dir } = await appWithDist();
    for (const url of ['/', '/product/detail?id=3', '/user/info', '/login?redirect=%2Fcart']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
