import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startFakeAliyunSms } from './test/fakes/fake-aliyun-sms.js';
import { post, REPO_ROOT, startServerProcess } from './test/http-server.js';

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');

/** Starts the server with `env` over this process's environment and waits for it to exit by itself. */
async function runToExit(env: Record<string, string>): Promise<{ code: number | null; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk) => {
    err += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, err };
}

describe('the server process', () => {
  it('migrates, seeds, prints the demo login, serves, logs one line per request, and exits cleanly on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-proc-'));
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: path.join(dir, 'mall.db'),
        SCRYPT_LOG_N: '10',
        LOG_LEVEL: 'info',
        WEB_DIST: path.join(dir, 'no-dist'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start:\n${out}`)), 30_000);
      child.stdout.on('data', () => {
        const match = /智联商城已启动: (http:\/\/\S+)/.exec(out);
        // The last line of the start (the log lines around it are written asynchronously, in chunks of their own).
        if (match?.[1] && out.includes('演示买家账号') && out.includes('开发环境短信验证码写入')) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    expect(out).toContain('demo');
    expect(out).toContain('demo12345');
    // Development keeps the outbox, and says where it writes.
    expect(out).toContain(`开发环境短信验证码写入: ${path.join(dir, 'sms-outbox.jsonl')}`);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    const login = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { username: 'demo', password: 'demo12345', userType: 2 } }),
    });
    expect(((await login.json()) as { status: number }).status).toBe(200);

    const exitCode = await new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
    expect(exitCode).toBe(0);
    // The log is written asynchronously: what was still buffered at the exit was flushed, down to the
    // shutdown line; one access line for the login, none for the probe.
    const logged = out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.filter((l) => l.msg === 'request').map((l) => [l.method, l.path, l.status])).toEqual([
      ['POST', '/login', 200],
    ]);
    expect(logged.at(-1)?.msg).toContain('正在关闭');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a production start that keeps the development sandbox secret, naming it', async () => {
    const { code, err } = await runToExit({
      NODE_ENV: 'production',
      SMS_OUTBOX_IN_PRODUCTION: 'true',
      PAY_SANDBOX: 'true',
      PAY_SANDBOX_SECRET: '',
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(err).toContain('PAY_SANDBOX_SECRET');
  });

  it('refuses a production start whose codes would only reach the outbox file, naming SMS_PROVIDER', async () => {
    const { code, err } = await runToExit({
      NODE_ENV: 'production',
      SMS_PROVIDER: '',
      SMS_OUTBOX_IN_PRODUCTION: '',
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(err).toContain('SMS_PROVIDER: 生产环境不能使用 outbox');
  });

  it('in production seeds no demo data and serves no sandbox gateway unless asked for', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-prod-'));
    // A production start needs a provider that sends: Aliyun's, here a local fake of its API.
    const fake = await startFakeAliyunSms({
      accessKeyId: 'LTAI5tServerKeyId1',
      accessKeySecret: 'server-test-secret-0123456789',
      signName: '智联商城',
      templates: { SMS_1: ['code'] },
    });
    const server = await startServerProcess({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      DATABASE_URL: path.join(dir, 'mall.db'),
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dir, 'no-dist'),
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tServerKeyId1',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'server-test-secret-0123456789',
      ALIYUN_SMS_ENDPOINT: fake.endpoint,
      SMS_SIGN_NAME: '智联商城',
      SMS_TEMPLATE_REGISTER: 'SMS_1',
      SMS_TEMPLATE_RESET: 'SMS_2',
      SMS_TEMPLATE_DELETE: 'SMS_3',
      SMS_TEMPLATE_APPLY: 'SMS_4',
      SMS_TEMPLATE_REGISTERED: 'SMS_5',
      SMS_TEMPLATE_SELLER_APPROVED: 'SMS_6',
    });
    try {
      const login = await post(server.base, '/login', { username: 'demo', password: 'demo12345', userType: 2 });
      expect(login.status).toBe(519);
      const notify = {
        paymentNo: `PAY${'0'.repeat(32)}`,
        tradeNo: 'SBX0000000',
        amountFen: 1,
        paidAt: 1,
        sign: '0'.repeat(64),
      };
      expect((await post(server.base, '/pay/notify/sandbox.json', notify)).status).toBe(404);
      expect(server.output()).not.toContain('演示买家账号');
      // The code goes to the provider, not to a file, and the start lines name no outbox.
      const phone = '13912345678';
      expect((await post(server.base, '/right/user/sendCode.json', { phone, scene: 'register' })).status).toBe(200);
      expect(fake.sent).toEqual([
        { phone, signName: '智联商城', templateCode: 'SMS_1', params: { code: expect.any(String) } },
      ]);
      expect(server.output()).not.toContain('短信验证码写入');
      // No payment provider is on: the start says so loudly, and the cashier offers only AI币.
      expect(server.output()).toContain('未开通任何在线支付渠道');
      expect(await post(server.base, '/pay/channels.json', {})).toMatchObject({ status: 200, data: { channels: [] } });
      expect(fs.existsSync(path.join(dir, 'sms-outbox.jsonl'))).toBe(false);
    } finally {
      await server.stop();
      await fake.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs as built JavaScript (npm start): demo chunk, password worker, API document, images', async () => {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-built-'));
    const server = await startServerProcess(
      {
        DATA_DIR: dir,
        DATABASE_URL: path.join(dir, 'mall.db'),
        SCRYPT_LOG_N: '10',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dir, 'no-dist'),
      },
      60_000,
      'built',
    );
    try {
      // The demo (a chunk of its own) seeded the shop; the password worker beside the bundle hashes.
      const login = await post(server.base, '/login', { username: 'demo', password: 'demo12345', userType: 2 });
      expect(login.status).toBe(200);
      const version = (
        JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps/server/package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
      const document = (await (await fetch(`${server.base}/api/openapi.json`)).json()) as { info: { version: string } };
      expect(document.info.version).toBe(version);
      expect((await fetch(`${server.base}/api/docs/`)).status).toBe(200);
      // sharp, loaded on the first image.
      const image = await fetch(`${server.base}/img/450/catalogue/shop/seller01-logo.svg`, {
        headers: { accept: 'image/webp' },
      });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops with a clear message on a bad setting', async () => {
    const { code, err } = await runToExit({ PORT: 'not-a-port' });
    expect(code).toBe(1);
    expect(err).toContain('PORT');
  });
});
