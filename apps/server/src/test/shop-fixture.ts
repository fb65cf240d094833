import { randomBytes } from 'node:crypto';
import type { TAddress } from '@mall/contract';
import { hashPassword } from '../lib/password.js';
import { freshIp, type TTestContext } from './helper.js';

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
 * price and stock exactly. `products` lists each product's standards as [price in fen, stock].
 */
export async function addSeller(
  ctx: TTestContext,
  products: { title: string; standards: [number, number][] }[],
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

/** Adds the Shanghai address for a buyer and answers it. */
export async function addAddress(ctx: TTestContext, token: string): Promise<TAddress> {
  const res = await ctx.call<TAddress>('/order/address/addAddress.json', SHANGHAI_ADDRESS, token);
  if (res.status !== 200) throw new Error(`addAddress failed: ${JSON.stringify(res)}`);
  return res.data;
}

export async function stockOf(ctx: TTestContext, standardId: number): Promise<number> {
  const row = await ctx.app.deps.db
    .selectFrom('product_standards')
    .select('stock')
    .where('id', '=', standardId)
    .executeTakeFirstOrThrow();
  return Number(row.stock);
}
