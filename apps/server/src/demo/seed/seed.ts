import { analyzeTables, isUniqueViolation } from '../../db/create-db.js';
import { book } from '../../features/ai-coin/ai-coin.service.js';
import { hashPassword } from '../../lib/password.js';
import type { TDeps } from '../../plugins/deps.js';
import { seedAfterSales } from './after-sales-seed.js';
import { seedCatalogue } from './catalogue-seed.js';
import { seedChat } from './chat-seed.js';
import { seedCouponCentreLink, seedCoupons } from './coupon-seed.js';
import { repairDemo } from './demo-repairs.js';
import { seedFreight } from './freight-seed.js';
import { seedInvoiceTitles } from './invoice-seed.js';
import { seedListings } from './listing-seed.js';
import { seedMember } from './member-seed.js';
import { seedNews } from './news-seed.js';
import { seedPlans } from './plan-seed.js';
import { seedProcurement } from './procurement-seed.js';
import { seedReturnAddresses } from './return-address-seed.js';
import { seedReviews } from './review-seed.js';
import { seedSmartHome } from './smart-home-seed.js';

/** The demo buyer printed at start-up (README). */
export const DEMO_BUYER = {
  username: 'demo',
  password: 'demo12345',
  phone: '13800138000',
  nickname: '演示买家',
  province: '310000',
  city: '310100',
  area: '310115',
} as const;

export const DEMO_SELLER_PASSWORD = 'seller12345';

/** The tables the catalogue seed fills in bulk, whose statistics it refreshes. */
const CATALOGUE_TABLES = ['products', 'product_standards', 'product_search_grams', 'shops', 'sys_categories'];

/** Demo sellers (their shops and catalogues come with the catalogue seed). */
export const DEMO_SELLERS = [
  { username: 'seller01', name: '极光智能旗舰店', phone: '13900000001' },
  { username: 'seller02', name: '云栖物联专营店', phone: '13900000002' },
  { username: 'seller03', name: '绿米生态旗舰店', phone: '13900000003' },
  { username: 'seller04', name: '安居安防官方店', phone: '13900000004' },
  { username: 'seller05', name: '芯联模组工厂店', phone: '13900000005' },
  { username: 'seller06', name: '楼智控解决方案店', phone: '13900000006' },
  { username: 'seller07', name: '清新环境监测店', phone: '13900000007' },
  { username: 'seller08', name: '声悦智能音屏店', phone: '13900000008' },
] as const;

/**
 * Seeds an empty database. Deterministic, and safe when several instances start at once: rows are
 * keyed by unique names and inserted with "on conflict do nothing". Answers whether it wrote anything.
 */
export async function seedDemo(deps: TDeps): Promise<boolean> {
  const wroteAccounts = await seedAccounts(deps);
  // Idempotent: a database seeded by an earlier build gets the demo wallet too.
  await seedDemoWallet(deps.db);
  const wroteCatalogue = await seedCatalogue(deps.db, deps.config.DATA_DIR);
  // The shop serves at once: the planner should know how big the catalogue it just got is.
  if (wroteCatalogue) await analyzeTables(deps.db, deps.dialect, CATALOGUE_TABLES);
  // Idempotent too: a menu seeded before the coupon centre had its link gets its 领券中心 at the next start.
  const wroteCouponLink = await seedCouponCentreLink(deps.db);
  // Idempotent too: a demo seeded before its consistency fixes (demo-repairs.ts) is brought in line (before
  // the review seed, which draws the demo buyer's photo the repair names).
  const wroteRepairs = await repairDemo(deps.db);
  const wroteReviews = await seedReviews(deps);
  // Idempotent too: sellers seeded before return addresses existed get theirs at the next start; before
  // the after-sales seed, whose approvals name the seller's default.
  const wroteReturnAddresses = await seedReturnAddresses(
    deps,
    DEMO_SELLERS.map((s) => s.username),
  );
  const wroteAfterSales = await seedAfterSales(deps);
  // Idempotent too: a database seeded before procurement existed gets its demo at the next start.
  const wroteProcurement = await seedProcurement(deps, {
    buyer: DEMO_BUYER.username,
    sellers: DEMO_SELLERS.map((s) => s.username),
  });
  // Idempotent too: a database seeded before the news existed gets them at the next start.
  const wroteNews = await seedNews(deps.db);
  // Idempotent too: a database seeded before the plans existed gets them at the next start.
  const wrotePlans = await seedPlans(deps, { author: DEMO_BUYER.username });
  // Idempotent too: a database seeded before coupons existed gets them at the next start.
  const wroteCoupons = await seedCoupons(deps, DEMO_BUYER.username);
  // After the seeds whose services write the demo buyer's messages; idempotent like the others.
  const wroteMember = await seedMember(deps.db, DEMO_BUYER.username);
  // Idempotent too: a database seeded before invoices existed gets the saved titles at the next start.
  const wroteInvoiceTitles = await seedInvoiceTitles(deps.db, DEMO_BUYER.username);
  // After the seeds that pick products (so none picks these) and before the freight seed (which gives
  // them their shop's templates): the demo seller's listings in every state (草稿, 待审核, 已驳回,
  // 修改待审); idempotent like the others.
  const wroteListings = await seedListings(deps);
  // After every seeded order (they ship to Shanghai, free under both templates: their 运费 stays ¥0).
  const wroteFreight = await seedFreight(
    deps.db,
    DEMO_SELLERS.map((s) => s.username),
  );
  // Idempotent too: a database seeded before 我的家 existed gets the demo buyer's home at the next start.
  const wroteSmartHome = await seedSmartHome(deps.db, DEMO_BUYER.username);
  const wroteChat = await seedChat(deps, {
    buyer: DEMO_BUYER.username,
    sellers: DEMO_SELLERS.map((s) => s.username),
  });
  return (
    wroteChat ||
    wroteSmartHome ||
    wroteAccounts ||
    wroteCatalogue ||
    wroteCouponLink ||
    wroteRepairs ||
    wroteReviews ||
    wroteReturnAddresses ||
    wroteAfterSales ||
    wroteProcurement ||
    wroteNews ||
    wrotePlans ||
    wroteCoupons ||
    wroteMember ||
    wroteInvoiceTitles ||
    wroteFreight ||
    wroteListings
  );
}

async function seedAccounts(deps: TDeps): Promise<boolean> {
  const { db, config } = deps;
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_BUYER.username)
    .executeTakeFirst();
  if (existing) return false;
  const now = Date.now();
  const { password, ...buyer } = DEMO_BUYER;
  await db
    .insertInto('users')
    .values({
      ...buyer,
      password_hash: await hashPassword(password, config.SCRYPT_LOG_N),
      icon: '',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const sellerHash = await hashPassword(DEMO_SELLER_PASSWORD, config.SCRYPT_LOG_N);
  await db
    .insertInto('sellers')
    .values(DEMO_SELLERS.map((s) => ({ ...s, password_hash: sellerHash, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return true;
}

/** AI币 the demo buyer starts with (a gift booked through the ledger, like any credit). */
export const DEMO_GIFT_YUAN = 200;

/**
 * The demo buyer's default address and a welcome AI币 gift, so checkout can be walked at once. One
 * transaction keyed by the gift's unique ledger reference: a second instance seeding at the same
 * moment hits the unique index and rolls back, leaving one address and one gift.
 */
async function seedDemoWallet(db: TDeps['db']): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('username', '=', DEMO_BUYER.username).executeTakeFirst();
  if (!user) return;
  try {
    await db.transaction().execute(async (trx) => {
      await book(trx, {
        userId: user.id,
        kind: 'recharge',
        amountFen: DEMO_GIFT_YUAN * 100,
        title: '新用户体验金',
        refNo: 'DEMO-GIFT',
      });
      await trx
        .insertInto('addresses')
        .values({
          user_id: user.id,
          realname: '王小明',
          telphone: DEMO_BUYER.phone,
          province: DEMO_BUYER.province,
          city: DEMO_BUYER.city,
          area: DEMO_BUYER.area,
          street: '张江高科技园区 碧波路 690 号 3 号楼',
          is_default: 1,
          created_at: Date.now(),
        })
        .execute();
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
}
