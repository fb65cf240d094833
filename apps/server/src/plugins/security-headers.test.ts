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
});
