/**
 * Fixtures for the server's tests: the wire-level ones of `@mall/contract/testing` (a registered buyer
 * with an address and an AI币 balance, top-ups through the sandbox — also used by the browser
 * journeys), bound to a suite's app by `wireOf`, plus those that need the database: a seller with a
 * shop and products of exact price and stock, hundreds of quick buyers, a standard's stock.
 */
import { randomBytes } from 'node:crypto';
import { CALLS, type TAddress, type TAdminRole, type TUploadResult } from '@mall/contract';
import {
  addAddress as addAddressOnWire,
  buyerWithAddress as buyerWithAddressOnWire,
  SHANGHAI_ADDRESS,
  type TWire,
  topUp as topUpOnWire,
} from '@mall/contract/testing';
import sharp from 'sharp';
import { insertUser } from '../features/account/account.repository.js';
import { createSession } from '../features/account/session.service.js';
import { addAddress as insertAddress } from '../features/address/address.service.js';
import { createAdmin } from '../features/admin/admin.service.js';
import { hashPassword } from '../lib/password.js';
import type { TDeps } from '../plugins/deps.js';
import { freshIp, type TTestContext } from './helper.js';

export { FIXTURE_BUYER_PASSWORD, httpWire, registerBuyer, SHANGHAI_ADDRESS, type TWire } from '@mall/contract/testing';

/** The suite's app as a wire: calls through app.inject (each from a fresh address), codes from its SMS log. */
export function wireOf(ctx: TTestContext): TWire {
  return {
    call: (path, data, token) => ctx.call(path, data, token),
    smsCode: async (phone) => ctx.lastCode(phone),
  };
}

/** Adds the Shanghai address (default) for a buyer of the suite's app and answers it. */
export function addAddress(ctx: TTestContext, token: string): Promise<TAddress> {
  return addAddressOnWire(wireOf(ctx), token);
}

/** A registered buyer of the suite's app with a default address and, when asked, an AI币 balance. */
export function buyerWithAddress(ctx: TTestContext, options: { prefix?: string; balance?: number } = {}) {
  return buyerWithAddressOnWire(wireOf(ctx), options);
}

/** Tops a buyer of the suite's app up through the sandbox cashier. */
export function topUp(ctx: TTestContext, token: string, amount: number): Promise<string> {
  return topUpOnWire(wireOf(ctx), token, amount);
}

export const FIXTURE_SELLER_PASSWORD = 'seller-pass-1';

export interface TFixtureProduct {
  productId: number;
  /** Standard ids in the order given. */
  standardIds: number[];
}

export interface TFixtureSeller {
  sellerId: number;
  username: string;
  products: TFixtureProduct[];
  /** Logs the seller in and answers the seller token. */
  login(): Promise<string>;
}

/**
 * A seller with a shop and products written straight into the database, so order tests know every
 * price and stock exactly. `products` lists each product's standards as [price in fen, stock], and
 * may set its 限购 (`purchaseLimit`; absent: the default rule, max(5, 20% of a standard's stock)).
 */
/** Where a fixture seller takes its returns back (its default return address). */
export const FIXTURE_RETURN_ADDRESS = {
  realname: '售后部',
  telphone: '13800001234',
  province: '440000',
  city: '440300',
  area: '440305',
  street: '科技园南区高新南一道 8 号',
};

export async function addSeller(
  ctx: TTestContext,
  products: { title: string; standards: [number, number][]; purchaseLimit?: number | null }[],
): Promise<TFixtureSeller> {
  const { db, config } = ctx.app.deps;
  const now = Date.now();
  const username = `s_${randomBytes(4).toString('hex')}`;
  const seller = await db
    .insertInto('sellers')
    .values({
      username,
      password_hash: await hashPassword(FIXTURE_SELLER_PASSWORD, config.SCRYPT_LOG_N),
      name: `${username} 店`,
      phone: '',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sellerId = Number(seller.id);
  await db
    .insertInto('shops')
    .values({ seller_id: sellerId, name: `测试店铺${sellerId}`, created_at: now })
    .execute();
  // As every demo seller: a default return address (approving a 退货退款 / 换货 names one).
  await db
    .insertInto('return_addresses')
    .values({ seller_id: sellerId, ...FIXTURE_RETURN_ADDRESS, is_default: 1, created_at: now })
    .execute();
  let category = await db.selectFrom('sys_categories').select('id').executeTakeFirst();
  if (!category) {
    category = await db
      .insertInto('sys_categories')
      .values({ name: '测试分类' })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const made: TFixtureProduct[] = [];
  for (const p of products) {
    const minFen = Math.min(...p.standards.map(([fen]) => fen));
    const product = await db
      .insertInto('products')
      .values({
        seller_id: sellerId,
        sys_category_id: Number(category.id),
        category_id: null,
        title: p.title,
        image: '/img/test.png',
        price_fen: minFen,
        spec_names: JSON.stringify(['版本']),
        search_text: p.title,
        purchase_limit: p.purchaseLimit ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const standardIds: number[] = [];
    for (const [i, [fen, stock]] of p.standards.entries()) {
      const st = await db
        .insertInto('product_standards')
        .values({
          product_id: Number(product.id),
          specs: JSON.stringify([`版本${i + 1}`]),
          price_fen: fen,
          stock,
          sort: i,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      standardIds.push(Number(st.id));
    }
    made.push({ productId: Number(product.id), standardIds });
  }
  return {
    sellerId,
    username,
    products: made,
    async login() {
      const res = await ctx.call<{ token: string }>(
        '/seller/api/authorization/login.json',
        { username, password: FIXTURE_SELLER_PASSWORD },
        undefined,
        freshIp(),
      );
      if (res.status !== 200) throw new Error(`seller login failed: ${JSON.stringify(res)}`);
      return res.data.token;
    },
  };
}

export async function stockOf(ctx: TTestContext, standardId: number): Promise<number> {
  const row = await ctx.app.deps.db
    .selectFrom('product_standards')
    .select('stock')
    .where('id', '=', standardId)
    .executeTakeFirstOrThrow();
  return Number(row.stock);
}

export interface TQuickBuyer {
  userId: number;
  token: string;
  address: TAddress;
}

/**
 * Buyers written straight into the database (user and live session through the account code, a
 * default Shanghai address through the address service): registering hundreds through SMS codes
 * would be slow. They cannot log in with a password; their token is all they need. Also used by
 * `npm run bench`.
 */
export async function addBuyers(deps: Pick<TDeps, 'db' | 'config'>, n: number): Promise<TQuickBuyer[]> {
  const { db, config } = deps;
  const tag = randomBytes(4).toString('hex');
  if (n > 1000) throw new Error('addBuyers: at most 1000 at a time');
  const base = randomBytes(4).readUInt32BE() % 900_000;
  const now = Date.now();
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const userId = await insertUser(db, {
        username: `race_${tag}_${i}`,
        password_hash: '!',
        phone: `19${String(base * 1000 + i).padStart(9, '0')}`,
        nickname: '',
        now,
      });
      const token = await createSession(db, { type: 'user', id: userId }, config.TOKEN_TTL_HOURS);
      const address = await insertAddress(db, userId, SHANGHAI_ADDRESS);
      return { userId, token, address };
    }),
  );
}

const UPLOAD_BOUNDARY = '----mallFixtureBoundary';

/** Uploads a small PNG as the buyer (the upload call, multipart) and answers its site path. */
export async function uploadPng(ctx: TTestContext, token: string, name = '图片.png'): Promise<string> {
  const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();
  const part = (headers: string) => Buffer.from(`--${UPLOAD_BOUNDARY}\r\n${headers}\r\n\r\n`);
  const payload = Buffer.concat([
    part('Content-Disposition: form-data; name="accessToken"'),
    Buffer.from(`${token}\r\n`),
    part('Content-Disposition: form-data; name="folderId"'),
    Buffer.from('-1\r\n'),
    part(`Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png`),
    bytes,
    Buffer.from(`\r\n--${UPLOAD_BOUNDARY}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: CALLS.upload.uploadFile.path,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` },
  });
  const body = res.json() as { status: number; data: TUploadResult };
  if (body.status !== 200) throw new Error(`upload failed: ${res.body}`);
  return body.data.url;
}

/** How many uploads the shop has recorded (rows of `files`). */
export async function countUploads(ctx: TTestContext): Promise<number> {
  const row = await ctx.app.deps.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const FIXTURE_ADMIN_PASSWORD = 'admin-pass-1';

/**
 * A signed-in admin of `role` (DESIGN.md §A): made directly in the database, its password already
 * changed, logged in through the console's login. Answers its id, username and token.
 */
export async function addAdmin(
  ctx: TTestContext,
  role: TAdminRole = 'owner',
): Promise<{ id: number; username: string; token: string }> {
  const username = `a_${role}_${randomBytes(4).toString('hex')}`;
  const { id } = await createAdmin(ctx.app.deps, ctx.app.deps.db, {
    username,
    role,
    password: FIXTURE_ADMIN_PASSWORD,
    mustChangePassword: false,
  });
  const res = await ctx.call<{ token: string }>(CALLS.adminAuthorization.login.path, {
    username,
    password: FIXTURE_ADMIN_PASSWORD,
  });
  if (!res.data?.token) throw new Error(`admin login failed: ${res.msg}`);
  return { id, username, token: res.data.token };
}
