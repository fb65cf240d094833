import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryApp } from '../test/helper.js';

const appWith = memoryApp;

describe('security headers', () => {
  let direct: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    direct = await appWith({});
    proxied = await appWith({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const headersOf = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url: '/healthz', headers })).headers;

  it('over plain HTTP keep the policy but neither HSTS nor upgrade-insecure-requests (a LAN visit would stay white)', async () => {
    const h = await headersOf(direct);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(String(h['content-security-policy'])).toContain("default-src 'self'");
    expect(String(h['content-security-policy'])).toContain("script-src 'self'");
    expect(String(h['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(h['strict-transport-security']).toBeUndefined();
  });

  it('ignore X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const h = await headersOf(direct, { 'x-forwarded-proto': 'https' });
    expect(h['strict-transport-security']).toBeUndefined();
    expect(String(h['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });

  it('behind a trusted proxy that terminated TLS send HSTS and upgrade-insecure-requests', async () => {
    const h = await headersOf(proxied, { 'x-forwarded-proto': 'https' });
    expect(String(h['strict-transport-security'])).toContain('max-age=');
    expect(String(h['content-security-policy'])).toContain('upgrade-insecure-requests');
    const plain = await headersOf(proxied, { 'x-forwarded-proto': 'http' });
    expect(plain['strict-transport-security']).toBeUndefined();
  });

  it('give API answers a policy that allows nothing, nosniff and no page-only headers; pages keep theirs', async () => {
    const call = (app: FastifyInstance, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/product/api/product/queryPortalPage.json',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { data: {} },
      });
    const h = (await call(direct)).headers;
    expect(h['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of [
      'referrer-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
    ]) {
      expect(h[pageOnly], pageOnly).toBeUndefined();
    }
    expect(h['strict-transport-security']).toBeUndefined();
    const overTls = (await call(proxied, { 'x-forwarded-proto': 'https' })).headers;
    expect(String(overTls['strict-transport-security'])).toContain('max-age=');
    const page = (await direct.inject({ method: 'GET', url: '/healthz' })).headers;
    expect(page['referrer-policy']).toBe('no-referrer');
  });
});
