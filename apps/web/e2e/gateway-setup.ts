import { spawn } from 'node:child_process';
import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, waitHealthy } from './server-process.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * What the journeys use of the server's fake Alipay (apps/server/src/test/fakes/fake-alipay.ts). The
 * web project may not import the server's files (a composite project holds only its own), so the
 * fakes are loaded by path and described here by the few members the journeys touch.
 */
interface TFakeAlipay {
  url: string;
  alipayPublicKey: string;
  trade(paymentNo: string): { method: string; status: string } | undefined;
  closeAll(): Promise<void>;
}

/** The same for the fake WeChat Pay (fake-wechatpay.ts). */
interface TFakeWechatPay {
  baseUrl: string;
  platformPublicKey: string;
  platformSerial: string;
  trades: Map<string, { codeUrl?: string; state: string; tradeType: string }>;
  scanUrlOf(codeUrl: string): string;
  close(): Promise<void>;
}

interface TFakeAlipayModule {
  startFakeAlipay(options: { appId: string; appPublicKey: string | KeyObject }): Promise<TFakeAlipay>;
}

interface TFakeWechatPayModule {
  startFakeWechatPay(options: {
    mchId: string;
    appId: string;
    apiV3Key: string;
    merchantPublicKey: string | KeyObject;
    merchantSerial: string;
  }): Promise<TFakeWechatPay>;
}

/** A mall whose cashier takes 支付宝 and 微信支付 through fakes running in the test process. */
export interface TGatewayMall {
  baseUrl: string;
  alipay: TFakeAlipay;
  wechat: TFakeWechatPay;
  stop(): Promise<void>;
}

function loadFake<T>(file: string): Promise<T> {
  return import(pathToFileURL(path.join(root, 'apps/server/src/test/fakes', file)).href) as Promise<T>;
}

/** The merchant's side of both providers, made here as a merchant makes it in each provider's console. */
function merchantKeys() {
  const alipayApp = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const wechatMerchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    alipayAppId: '2021000123456789',
    alipayApp,
    wechatMchId: '1900000109',
    wechatAppId: 'wxd678efh567hg6787',
    wechatMerchant,
    wechatSerial: randomBytes(20).toString('hex').toUpperCase(),
    apiV3Key: randomBytes(16).toString('hex'),
  };
}

/**
 * Starts the fake Alipay and the fake WeChat Pay here, then a second instance of the journeys' demo
 * mall on the same SQLite file (`dbPath`: many instances on one database, so the demo catalogue and
 * the buyers registered on the first instance are there) with both providers on and pointing at the
 * fakes, no sandbox (only the real channels and AI币 show), and its own address as PUBLIC_URL (where
 * the fakes send notifies and buyers back).
 */
export async function startGatewayMall(dbPath: string): Promise<TGatewayMall> {
  const keys = merchantKeys();
  const alipayModule = await loadFake<TFakeAlipayModule>('fake-alipay.ts');
  const wechatModule = await loadFake<TFakeWechatPayModule>('fake-wechatpay.ts');
  const alipay = await alipayModule.startFakeAlipay({
    appId: keys.alipayAppId,
    appPublicKey: keys.alipayApp.publicKey,
  });
  const wechat = await wechatModule.startFakeWechatPay({
    mchId: keys.wechatMchId,
    appId: keys.wechatAppId,
    apiV3Key: keys.apiV3Key,
    merchantPublicKey: keys.wechatMerchant.publicKey,
    merchantSerial: keys.wechatSerial,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-gateways-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: dbPath,
    DATA_DIR: dir,
    SMS_OUTBOX: path.join(dir, 'sms-outbox.jsonl'),
    WEB_DIST: path.join(root, 'apps/web/dist'),
    SCRYPT_LOG_N: '12',
    SMS_PER_IP_HOURLY: '1000',
    CODE_CHECKS_PER_IP: '1000',
    LOG_LEVEL: 'warn',
    // The first instance seeded the demo; this one only serves it.
    SEED_DEMO: 'false',
    AUTO_SHIP_SECONDS: '0',
    PAY_SANDBOX: 'false',
    ALIPAY_APP_ID: keys.alipayAppId,
    ALIPAY_PRIVATE_KEY: keys.alipayApp.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    ALIPAY_PUBLIC_KEY: alipay.alipayPublicKey,
    ALIPAY_GATEWAY: alipay.url,
    WECHATPAY_MCH_ID: keys.wechatMchId,
    WECHATPAY_APP_ID: keys.wechatAppId,
    WECHATPAY_PRIVATE_KEY: keys.wechatMerchant.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    WECHATPAY_SERIAL_NO: keys.wechatSerial,
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: wechat.platformPublicKey,
    WECHATPAY_PLATFORM_SERIAL: wechat.platformSerial,
    WECHATPAY_BASE_URL: wechat.baseUrl,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Listened for at once, so a stop after the process already ended does not wait forever.
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await Promise.all([alipay.closeAll(), wechat.close()]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(baseUrl, child, 'the gateway mall', 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, alipay, wechat, stop };
}
