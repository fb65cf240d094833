/**
 * Test fixtures that speak the wire only, shared by every kind of test: the server's HTTP tests
 * (app.inject), the race and fault tests (real HTTP against server processes) and the browser
 * journeys (the e2e server). Each kind passes a `TWire`: how it calls the API and how it reads a
 * texted code. Fixtures that need the database (sellers with exact stock, hundreds of quick buyers)
 * live in the server's `test/fixtures.ts`, built on these.
 *
 * Imported as `@mall/contract/testing`; never by production code (dependency-cruiser `not-to-test`).
 */
import { PRIVACY_POLICY_VERSION } from '../account/account.rules.js';
import type { TSellerSession } from '../account/account.schemas.js';
import type { TAddress } from '../address/address.calls.js';
import type { TEnvelope } from '../common/envelope.js';
import { CALLS } from '../index.js';

export interface TWire {
  /** POSTs `{data, accessToken}` to a path and answers the envelope. */
  call<T = unknown>(path: string, data?: unknown, token?: string): Promise<TEnvelope<T>>;
  /** The newest code texted to a phone (waits for it where delivery is asynchronous). */
  smsCode(phone: string): Promise<string>;
}

export interface TFixtureBuyer {
  username: string;
  password: string;
  phone: string;
  token: string;
}

/** A valid address payload (上海市 市辖区 浦东新区). */
export const SHANGHAI_ADDRESS = {
  realname: '张三',
  telphone: '13812345678',
  province: '310000',
  city: '310100',
  area: '310115',
  street: '张江路 88 号 1 幢 101 室',
  isDefaultAddress: 1,
} as const;

export const FIXTURE_BUYER_PASSWORD = 'pass-word-1';

let counter = 0;
/**
 * Eight digits no other test process picks at the same moment: the process id, a counter and the
 * clock, so files running in parallel on one database never collide on a username or phone.
 */
function uniqueDigits(): string {
  counter += 1;
  const n = ((typeof process === 'object' ? process.pid : 0) % 1000) * 100_000 + ((Date.now() + counter) % 100_000);
  return String(n).padStart(8, '0').slice(-8);
}

async function ok<T>(what: string, answer: Promise<TEnvelope<T>>): Promise<T> {
  const res = await answer;
  if (res.status !== 200) throw new Error(`${what} failed: ${JSON.stringify(res)}`);
  return res.data;
}

/** Registers a buyer through the real calls (SMS code included) and logs in. */
export async function registerBuyer(
  wire: TWire,
  options: { prefix?: string; password?: string } = {},
): Promise<TFixtureBuyer> {
  const n = uniqueDigits();
  const user = {
    username: `${options.prefix ?? 'buyer'}_${n}`,
    password: options.password ?? FIXTURE_BUYER_PASSWORD,
    phone: `139${n}`,
  };
  await ok('sendCode', wire.call(CALLS.account.sendCode.path, { phone: user.phone, scene: 'register' }));
  const code = await wire.smsCode(user.phone);
  await ok('addUser', wire.call(CALLS.account.addUser.path, { ...user, code, privacyVersion: PRIVACY_POLICY_VERSION }));
  const token = await ok(
    'login',
    wire.call<string>(CALLS.account.login.path, { username: user.username, password: user.password, userType: 2 }),
  );
  return { ...user, token };
}

/** Adds the Shanghai address (default) for a buyer and answers it. */
export function addAddress(wire: TWire, token: string): Promise<TAddress> {
  return ok('addAddress', wire.call<TAddress>(CALLS.address.addAddress.path, SHANGHAI_ADDRESS, token));
}

/**
 * Tops a buyer's AI币 up through the sandbox gateway as a buyer would: start a recharge, then confirm
 * at the cashier (through `confirmVia` when the cashier is another instance). Answers the payment no.
 */
export async function topUp(
  wire: TWire,
  token: string,
  amount: number,
  options: { confirmVia?: TWire } = {},
): Promise<string> {
  const started = await ok(
    'addAiRecharge',
    wire.call<{ paymentNo: string }>(CALLS.aiCoin.addAiRecharge.path, { amount, payType: 'sandbox' }, token),
  );
  const confirmed = await ok(
    'sandbox confirm',
    (options.confirmVia ?? wire).call<{ status: number }>(
      CALLS.pay.sandboxConfirm.path,
      { paymentNo: started.paymentNo },
      token,
    ),
  );
  if (confirmed.status !== 1)
    throw new Error(`sandbox confirm left payment ${started.paymentNo} at ${confirmed.status}`);
  return started.paymentNo;
}

/** A registered buyer with a default address and, when asked, an AI币 balance. */
export async function buyerWithAddress(
  wire: TWire,
  options: { prefix?: string; balance?: number } = {},
): Promise<TFixtureBuyer & { address: TAddress }> {
  const buyer = await registerBuyer(wire, { prefix: options.prefix });
  const address = await addAddress(wire, buyer.token);
  if (options.balance) await topUp(wire, buyer.token, options.balance);
  return { ...buyer, address };
}

/** Logs a seller in (demo sellers: `seller01`… with `seller12345`) and answers the session. */
export function sellerLogin(wire: TWire, username: string, password: string): Promise<TSellerSession> {
  return ok('sellerLogin', wire.call<TSellerSession>(CALLS.sellerAccount.login.path, { username, password }));
}

/**
 * An order the buyer has received (status 3), walked through the real calls: buy now to the buyer's
 * default address (the Shanghai one is added when the buyer has none), pay (AI币 needs the balance;
 * the sandbox is confirmed at the cashier), ship by the product's seller, confirm receipt. Answers
 * the order id.
 */
export async function receivedOrder(
  wire: TWire,
  options: {
    buyerToken: string;
    sellerToken: string;
    productId: number;
    standardId: number;
    number?: number;
    payType?: 'aicoin' | 'sandbox';
  },
): Promise<number> {
  const { buyerToken: token } = options;
  const addresses = await ok('selectAddress', wire.call<TAddress[]>(CALLS.address.selectAddress.path, {}, token));
  const addressId = (addresses[0] ?? (await addAddress(wire, token))).id;
  const { orderIds } = await ok(
    'addOrderFromDetail',
    wire.call<{ orderIds: number[] }>(
      CALLS.order.addOrderFromDetail.path,
      { productId: options.productId, standardId: options.standardId, number: options.number ?? 1, addressId },
      token,
    ),
  );
  const orderId = orderIds[0];
  if (orderId === undefined) throw new Error('addOrderFromDetail answered no order');
  const paid = await ok(
    'pay',
    wire.call<{ paid: boolean; paymentNo?: string }>(
      CALLS.order.pay.path,
      { orderIds: [orderId], payType: options.payType ?? 'aicoin' },
      token,
    ),
  );
  if (!paid.paid) {
    await ok('sandbox confirm', wire.call(CALLS.pay.sandboxConfirm.path, { paymentNo: paid.paymentNo }, token));
  }
  await ok(
    'ship',
    wire.call(
      CALLS.sellerOrder.ship.path,
      { orderId, logisticsCompany: '顺丰速运', logisticsNo: `SF${String(orderId).padStart(10, '0')}` },
      options.sellerToken,
    ),
  );
  await ok('confirmReceipt', wire.call(CALLS.order.confirmReceipt.path, { orderId }, token));
  return orderId;
}

/** A wire over real HTTP to a server at `base` (race tests, fault tests, browser journeys). */
export function httpWire(base: string, smsCode: TWire['smsCode'] = noSms): TWire {
  return {
    async call<T>(path: string, data?: unknown, token?: string) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data, accessToken: token }),
      });
      return (await res.json()) as TEnvelope<T>;
    },
    smsCode,
  };
}

async function noSms(phone: string): Promise<string> {
  throw new Error(`this wire cannot read the SMS sent to ${phone}`);
}

export { XSS_CORPUS } from './xss-corpus.js';
