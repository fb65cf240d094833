import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GOOD_SCORE_MIN, type TOrderAddress } from '@mall/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { analyzeTables, isUniqueViolation } from '../../db/create-db.js';
import type { DB } from '../../db/schema.js';
import { book } from '../../features/ai-coin/ai-coin.service.js';
import { catalogueImageDir, catalogueImagePath } from '../../features/catalogue/catalogue-images.js';
import { standardName } from '../../features/catalogue/product-detail.service.js';
import { getOrderRows } from '../../features/order/order.service.js';
import { confirmReceipt, planTraces, shipOrder } from '../../features/order/order-fulfilment.service.js';
import { createOrders } from '../../features/order/order-placement.service.js';
import { payWithAiCoin } from '../../features/payment/payment.service.js';
import type { TDeps } from '../../plugins/deps.js';
import { planProducts } from './catalogue-seed.js';
import { mulberry32, productArtSvg, type TArtKind, type TRng } from './product-art.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The demo reviews' orders are numbered DEMOR000001…: the first insert, keyed by a unique number. */
const ORDER_PREFIX = 'DEMOR';
const TOPUP_REF = 'DEMO-REVIEW-TOPUP';

const REVIEWERS = [
  '晴天小猪',
  '阿杰同学',
  '橘子汽水',
  '程序员老王',
  '猫咪不吃鱼',
  '一只小鹿',
  '深夜食堂',
  '慢慢走',
  'Kevin陈',
  '爱折腾的张工',
  '南方姑娘',
  '极客小李',
  '北漂十年',
  '木子李',
  '暖暖',
  '周末去钓鱼',
  '米粒妈妈',
  '老房改造中',
  '数码控阿斌',
  '向日葵',
  '风之子',
  '小确幸',
  '大橙子',
  '安静的美男子',
];

const COMMON_GOOD = [
  '物流很快，包装严实，第二天就到了。',
  '客服很耐心，安装问题都一一解答了。',
  '做工精致，手感不错，和图片一致。',
  '性价比很高，已经推荐给朋友了。',
  'App 配网一次成功，界面简洁好用。',
  '用了一周再来评价，稳定没掉线。',
];
const KIND_GOOD: Record<TArtKind, string[]> = {
  lighting: [
    '灯光柔和不刺眼，色温可以随意调，晚上看书很舒服。',
    '接入米家后可以语音开关灯，老人孩子都会用。',
    '亮度够用，渐变很顺滑，氛围感拉满。',
  ],
  security: [
    '夜视效果清晰，院子里的动静都拍得很清楚。',
    '移动侦测推送及时，出门在外也放心。',
    '画质比想象的好，回放查找很方便。',
  ],
  lock: [
    '指纹识别很快，基本一秒开门，全家都录好了。',
    '安装师傅上门很专业，门锁做工扎实。',
    '临时密码功能很实用，给保洁阿姨开门方便多了。',
  ],
  sensor: [
    '灵敏度很高，开门就能触发联动。',
    '体积小巧，贴上就能用，电池续航不错。',
    '数据上报及时，和网关配合很稳定。',
  ],
  gateway: [
    '子设备连了二十多个都很稳，信号覆盖整套房子。',
    '本地联动响应很快，断网也能用。',
    '支持的协议多，家里杂牌设备都接上了。',
  ],
  switch: ['零火版安装简单，按键手感清脆。', '远程控制很方便，出门忘关灯也不怕了。', '面板颜值高，和家里装修很搭。'],
  appliance: [
    '远程预约很方便，下班回家刚好用上。',
    '运行声音很小，晚上也不影响休息。',
    '功能齐全，App 里能看到耗电统计。',
  ],
  environment: [
    '数值和专业仪器对比过，误差很小。',
    '屏幕显示清楚，温湿度一目了然。',
    '联动空调和加湿器后，家里一直很舒适。',
  ],
  speaker: ['音质超出预期，低音很饱满。', '语音识别准确，方言也能听懂。', '控制全屋设备很方便，孩子很喜欢。'],
  devboard: ['资料齐全，例程拿来就能跑。', '做毕业设计用的，稳定可靠，社区资料多。', '引脚标注清楚，焊接质量好。'],
  industrial: ['工业级做工，现场用了一个月没出问题。', '接线端子结实，说明书很详细。', '通信稳定，抗干扰能力强。'],
  building: [
    '项目上批量采购，质量一致性很好。',
    '对接楼宇系统很顺利，技术支持响应快。',
    '安装调试简单，节省了不少工时。',
  ],
};
const MIDDLE = [
  '整体还行，就是说明书写得有点简单。',
  '功能够用，配网折腾了好几次才成功。',
  '东西一般，价格再便宜点就好了。',
];
const BAD = [
  '用了三天就经常离线，联系客服还在处理中。',
  '和描述有差距，做工比较粗糙。',
  '收到时外包装有破损，体验不太好。',
];
const SELLER_THANKS = [
  '感谢您的支持与认可，祝您生活愉快，期待您再次光临！',
  '亲，感谢您的好评！有任何使用问题随时联系我们的客服哦。',
  '谢谢您的分享，我们会继续努力提供更好的产品和服务。',
];
const SELLER_SORRY = [
  '非常抱歉给您带来不好的体验，客服已经联系您处理，请留意消息。',
  '抱歉让您失望了，您可以申请售后，我们会第一时间为您处理。',
];
const BUYER_REPLIES = ['请问支持苹果 HomeKit 吗？', '同款，确实好用！', '请问需要网关吗？', '谢谢分享，已下单。'];
const BUYER_REPLIES_LOW = ['我的也是这样，等商家处理。', '请问后来解决了吗？'];
/** The demo buyer's review picture of a product: its own photo (written on every start, like the catalogue's). */
const demoPicture = (productId: number) => `review/demo-${productId}.svg`;
/** The site path of the demo buyer's review photo of a product (as the review stores it). */
export const demoPicturePath = (productId: number) => catalogueImagePath(demoPicture(productId));
const DEMO_REVIEW = '包装完好，配网很顺利，用了几天很稳定，推荐！';

function pick<T>(rand: TRng, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

function drawScore(rand: TRng): number {
  const r = rand();
  return r < 0.7 ? 5 : r < 0.88 ? 4 : r < 0.95 ? 3 : r < 0.98 ? 2 : 1;
}

function writeOnce(file: string, content: () => string): void {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, content());
  fs.renameSync(tmp, file);
}

interface TPlannedReview {
  productId: number;
  sellerId: number;
  reviewer: number;
  score: number;
  content: string;
  images: string[];
  anonymous: boolean;
  ageMs: number;
  sellerReply: string | null;
  buyerReply: { reviewer: number; content: string } | null;
  likers: number[];
}

/**
 * The demo reviews of the products, deterministic: about 60 % of the products get 1–8 reviews.
 * Their pictures are written under DATA_DIR/catalogue/review (kept when there).
 */
function planReviews(products: { id: number; seller_id: number; title: string }[], imageDir: string): TPlannedReview[] {
  const plan = new Map(planProducts().map((p) => [p.title, p]));
  const reviews: TPlannedReview[] = [];
  for (const product of products) {
    // Only the demo catalogue's products: a test's own products are never reviewed by the demo.
    const p = plan.get(product.title);
    if (!p) continue;
    const { n } = p;
    const kind: TArtKind = p.top.art;
    const rand = mulberry32(n * 104_729 + 17);
    if (rand() >= 0.6) continue;
    const count = 1 + Math.floor(rand() * 8);
    const start = Math.floor(rand() * REVIEWERS.length);
    for (let k = 0; k < count; k++) {
      const reviewer = (start + k * 5) % REVIEWERS.length;
      const score = drawScore(rand);
      const content =
        score >= GOOD_SCORE_MIN
          ? `${pick(rand, KIND_GOOD[kind])}${rand() < 0.6 ? pick(rand, COMMON_GOOD) : ''}`
          : score === 3
            ? pick(rand, MIDDLE)
            : pick(rand, BAD);
      const images: string[] = [];
      if (rand() < 0.3) {
        const pictures = 1 + Math.floor(rand() * 3);
        for (let i = 0; i < pictures; i++) {
          const rel = `review/${n}-${k}-${i}.svg`;
          writeOnce(path.join(imageDir, rel), () =>
            productArtSvg({ kind, variant: 3 + ((k + i) % 6), seed: n * 31 + k, title: p.title }),
          );
          images.push(catalogueImagePath(rel));
        }
      }
      const likers = Array.from(
        { length: Math.floor(rand() * 7) },
        (_, i) => (reviewer + 1 + i * 3) % REVIEWERS.length,
      );
      reviews.push({
        productId: product.id,
        sellerId: product.seller_id,
        reviewer,
        score,
        content,
        images,
        anonymous: rand() < 0.1,
        ageMs: Math.floor(rand() * 90 * DAY) + HOUR,
        sellerReply: rand() < 0.4 ? pick(rand, score <= 3 ? SELLER_SORRY : SELLER_THANKS) : null,
        buyerReply:
          rand() < 0.1
            ? {
                reviewer: (reviewer + 7) % REVIEWERS.length,
                content: pick(rand, score >= GOOD_SCORE_MIN ? BUYER_REPLIES : BUYER_REPLIES_LOW),
              }
            : null,
        likers: [...new Set(likers)].filter((l) => l !== reviewer),
      });
    }
  }
  return reviews;
}

function isBusy(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'SQLITE_BUSY' || code === '57014';
}

const REVIEW_TABLES = ['product_reviews', 'review_replies', 'review_likes', 'orders', 'order_items', 'products'];

/**
 * Demo reviews, likes and replies on the seeded catalogue, and the demo buyer's received orders
 * (two awaiting a review, one reviewed). Runs after the catalogue; skips when reviews exist; the
 * reviewers' part is one transaction whose first insert is keyed by a unique order number, so a
 * racing instance rolls back. Answers whether it wrote anything.
 */
export async function seedReviews(deps: TDeps): Promise<boolean> {
  const { db } = deps;
  const products = await db
    .selectFrom('products')
    .select(['id', 'seller_id', 'title', 'image'])
    .where('status', '=', 1)
    .orderBy('id')
    .execute();
  if (products.length === 0) return false;
  const imageDir = catalogueImageDir(deps.config.DATA_DIR);
  const planned = planReviews(products, imageDir);
  await restoreDemoPictures(db, imageDir);
  // No demo catalogue (a test's own products), or reviews already there: nothing to do.
  if (planned.length === 0) return false;
  if (await db.selectFrom('product_reviews').select('id').limit(1).executeTakeFirst()) return false;
  try {
    const byId = new Map(products.map((p) => [p.id, { image: p.image, title: p.title }]));
    await db.transaction().execute((trx) => insertReviews(trx, planned, byId, Date.now()));
  } catch (err) {
    if (isUniqueViolation(err) || isBusy(err)) return false;
    throw err;
  }
  await seedDemoBuyerOrders(deps);
  await analyzeTables(db, deps.dialect, REVIEW_TABLES);
  return true;
}

function chunks<T>(rows: T[], size = 100): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const REVIEWER_ADDRESS = JSON.stringify({
  realname: '李**',
  telphone: '17000000000',
  province: '310000',
  city: '310100',
  area: '310115',
  street: '浦东新区 某小区',
  fullText: '上海市 市辖区 浦东新区 浦东新区 某小区',
});

const REVIEWER_PARCEL_ADDRESS = JSON.parse(REVIEWER_ADDRESS) as TOrderAddress;

async function insertReviews(
  trx: Transaction<DB>,
  planned: TPlannedReview[],
  products: Map<number, { image: string; title: string }>,
  now: number,
): Promise<void> {
  if (planned.length === 0) return;
  // The first insert, keyed by unique names: a racing instance fails here and rolls back.
  await trx
    .insertInto('users')
    .values(
      REVIEWERS.map((nickname, i) => ({
        username: `reviewer${String(i + 1).padStart(2, '0')}`,
        // No password can match: reviewers cannot log in.
        password_hash: '!',
        phone: `170000000${String(i + 1).padStart(2, '0')}`,
        nickname,
        icon: '',
        province: '',
        city: '',
        area: '',
        created_at: now - 400 * DAY,
        updated_at: now - 400 * DAY,
      })),
    )
    .execute();
  const users = await trx
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'like', 'reviewer%')
    .execute();
  const userId = new Map(users.map((u) => [u.username, u.id]));
  const reviewerId = (i: number) => userId.get(`reviewer${String(i + 1).padStart(2, '0')}`) as number;

  const productIds = [...new Set(planned.map((r) => r.productId))];
  const standards = await trx
    .selectFrom('product_standards')
    .select(['id', 'product_id', 'specs', 'price_fen'])
    .where('product_id', 'in', productIds)
    .orderBy('id')
    .execute();
  const firstStandard = new Map<number, (typeof standards)[number]>();
  for (const st of standards) if (!firstStandard.has(st.product_id)) firstStandard.set(st.product_id, st);

  const rows = planned
    .map((r, i) => ({ r, i, st: firstStandard.get(r.productId) }))
    .filter((x): x is { r: TPlannedReview; i: number; st: (typeof standards)[number] } => x.st !== undefined)
    // Oldest first, so ids grow with time and "newest first" (id desc) is also by date.
    .sort((a, b) => b.r.ageMs - a.r.ageMs || a.i - b.i);
  const orderNo = (i: number) => `${ORDER_PREFIX}${String(i + 1).padStart(6, '0')}`;
  for (const part of chunks(rows)) {
    await trx
      .insertInto('orders')
      .values(
        part.map(({ r, i, st }) => {
          const reviewedAt = now - r.ageMs;
          const receivedAt = reviewedAt - 2 * HOUR;
          const shippedAt = receivedAt - 2 * DAY;
          const paidAt = shippedAt - DAY;
          return {
            order_no: orderNo(i),
            user_id: reviewerId(r.reviewer),
            seller_id: r.sellerId,
            status: 3,
            goods_fen: st.price_fen,
            freight_fen: 0,
            total_fen: st.price_fen,
            goods_num: 1,
            address: REVIEWER_ADDRESS,
            pay_type: 'aicoin',
            pay_deadline: paidAt + 20 * 60_000,
            created_at: paidAt - 10 * 60_000,
            paid_at: paidAt,
            shipped_at: shippedAt,
            received_at: receivedAt,
            logistics_company: '顺丰速运',
            logistics_no: `SF9${String(i + 1).padStart(9, '0')}`,
            // The whole journey, delivered before the receipt (shipped two days earlier).
            logistics_traces: JSON.stringify(planTraces('顺丰速运', REVIEWER_PARCEL_ADDRESS, shippedAt)),
          };
        }),
      )
      .execute();
  }
  const orders = await trx
    .selectFrom('orders')
    .select(['id', 'order_no'])
    .where('order_no', 'like', `${ORDER_PREFIX}%`)
    .execute();
  const orderId = new Map(orders.map((o) => [o.order_no, o.id]));
  for (const part of chunks(rows)) {
    await trx
      .insertInto('order_items')
      .values(
        part.map(({ r, i, st }) => ({
          order_id: orderId.get(orderNo(i)) as number,
          product_id: r.productId,
          standard_id: st.id,
          title: products.get(r.productId)?.title ?? '',
          image: products.get(r.productId)?.image ?? '',
          standard_name: standardName(st.specs),
          price_fen: st.price_fen,
          number: 1,
        })),
      )
      .execute();
  }
  const items = await trx
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select(['oi.id', 'o.order_no'])
    .where('o.order_no', 'like', `${ORDER_PREFIX}%`)
    .execute();
  const itemId = new Map(items.map((it) => [it.order_no, it.id]));
  for (const part of chunks(rows)) {
    await trx
      .insertInto('product_reviews')
      .values(
        part.map(({ r, i, st }) => ({
          product_id: r.productId,
          order_id: orderId.get(orderNo(i)) as number,
          order_item_id: itemId.get(orderNo(i)) as number,
          user_id: reviewerId(r.reviewer),
          seller_id: r.sellerId,
          score: r.score,
          content: r.content,
          images: JSON.stringify(r.images),
          has_image: r.images.length > 0 ? 1 : 0,
          is_anonymous: r.anonymous ? 1 : 0,
          standard_name: standardName(st.specs),
          like_count: r.likers.length,
          reply_count: (r.sellerReply ? 1 : 0) + (r.buyerReply ? 1 : 0),
          created_at: now - r.ageMs,
        })),
      )
      .execute();
  }
  const reviews = await trx
    .selectFrom('product_reviews as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'o.order_no'])
    .where('o.order_no', 'like', `${ORDER_PREFIX}%`)
    .execute();
  const reviewId = new Map(reviews.map((r) => [r.order_no, r.id]));

  const replies = rows.flatMap(({ r, i }) => {
    const id = reviewId.get(orderNo(i)) as number;
    const at = now - r.ageMs;
    const out = [];
    if (r.buyerReply) {
      out.push({
        review_id: id,
        product_id: r.productId,
        user_id: reviewerId(r.buyerReply.reviewer),
        seller_id: null,
        content: r.buyerReply.content,
        created_at: at + Math.floor(Math.min(r.ageMs / 3, 2 * DAY)),
      });
    }
    if (r.sellerReply) {
      out.push({
        review_id: id,
        product_id: r.productId,
        user_id: null,
        seller_id: r.sellerId,
        content: r.sellerReply,
        created_at: at + Math.floor(Math.min(r.ageMs / 2, 3 * DAY)),
      });
    }
    return out;
  });
  for (const part of chunks(replies)) await trx.insertInto('review_replies').values(part).execute();
  const likes = rows.flatMap(({ r, i }) =>
    r.likers.map((l) => ({
      review_id: reviewId.get(orderNo(i)) as number,
      user_id: reviewerId(l),
      created_at: now - Math.floor(r.ageMs / 2),
    })),
  );
  for (const part of chunks(likes, 200)) await trx.insertInto('review_likes').values(part).execute();
  await syncProductCounters(trx, productIds);
}

/** A product's review counters from its rows. */
async function syncProductCounters(db: Kysely<DB>, productIds: number[]): Promise<void> {
  for (const part of chunks(productIds, 200)) {
    await db
      .updateTable('products')
      .set({
        review_count: sql`(select count(*) from product_reviews r where r.product_id = products.id and r.status = 1)`,
        good_review_count: sql`(select count(*) from product_reviews r where r.product_id = products.id and r.status = 1 and r.score >= ${GOOD_SCORE_MIN})`,
        image_review_count: sql`(select count(*) from product_reviews r where r.product_id = products.id and r.status = 1 and r.has_image = 1)`,
      })
      .where('id', 'in', part)
      .execute();
  }
}

/** The demo buyer's photo of a product: that product, drawn as its category draws it. */
function writeDemoPicture(imageDir: string, productId: number, title: string): void {
  const kind: TArtKind = planProducts().find((p) => p.title === title)?.top.art ?? 'gateway';
  writeOnce(path.join(imageDir, demoPicture(productId)), () => productArtSvg({ kind, variant: 4, seed: 7, title }));
}

/** A wiped data directory gets the demo buyer's review photos back (they name their product). */
async function restoreDemoPictures(db: TDeps['db'], imageDir: string): Promise<void> {
  const mine = await db
    .selectFrom('product_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select(['r.product_id', 'p.title'])
    .where('u.username', '=', 'demo')
    .where('r.has_image', '=', 1)
    .execute();
  for (const r of mine) writeDemoPicture(imageDir, r.product_id, r.title);
}

/**
 * The demo buyer's received orders, through the services as a buyer would (an AI币 top-up of the
 * same amount first, so the balance stays the gift): two await a review (the evaluate tab), one is
 * reviewed with a picture. Keyed by the top-up's ledger reference.
 */
async function seedDemoBuyerOrders(deps: TDeps): Promise<void> {
  const { db, config } = deps;
  const buyer = await db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirst();
  const address = buyer
    ? await db
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', buyer.id)
        .where('is_default', '=', 1)
        .executeTakeFirst()
    : undefined;
  if (!buyer || !address) return;
  const done = await db
    .selectFrom('ai_coin_ledger')
    .select('id')
    .where('user_id', '=', buyer.id)
    .where('ref_no', '=', TOPUP_REF)
    .executeTakeFirst();
  if (done) return;
  // Three cheap standards in stock, of three products.
  const picks = await db
    .selectFrom('product_standards as st')
    .innerJoin('products as p', 'p.id', 'st.product_id')
    .select(['st.id', 'st.product_id', 'p.seller_id', 'p.title'])
    .where('p.status', '=', 1)
    .where('st.stock', '>=', 10)
    .where('st.price_fen', '<=', 20_000)
    .orderBy('p.id')
    .orderBy('st.id')
    .limit(40)
    .execute();
  const lines = [...new Map(picks.map((p) => [p.product_id, p])).values()].slice(0, 3);
  if (lines.length < 3) return;
  const orderIds: number[] = [];
  for (const line of lines) {
    const [id] = await createOrders(
      db,
      buyer.id,
      { lines: [{ productId: line.product_id, standardId: line.id, number: 1 }], addressId: address.id },
      { payMinutes: config.ORDER_PAY_MINUTES, maxUnpaid: config.MAX_UNPAID_ORDERS },
    );
    orderIds.push(id as number);
  }
  const rows = await getOrderRows(db, buyer.id, orderIds);
  const total = rows.reduce((sum, r) => sum + Number(r.total_fen), 0);
  await db
    .transaction()
    .execute((trx) =>
      book(trx, { userId: buyer.id, kind: 'recharge', amountFen: total, title: '评价体验金', refNo: TOPUP_REF }),
    );
  await payWithAiCoin(db, buyer.id, orderIds);
  for (const [i, line] of lines.entries()) {
    const id = orderIds[i] as number;
    await shipOrder(
      db,
      line.seller_id,
      id,
      { company: '顺丰速运', number: `SF8${String(id).padStart(9, '0')}` },
      { planTrace: true },
    );
    await confirmReceipt(db, buyer.id, id);
  }
  // The last one already reviewed, with a picture.
  const last = lines[2] as (typeof lines)[number];
  const lastOrder = orderIds[2] as number;
  const item = await db
    .selectFrom('order_items')
    .select(['id', 'standard_name'])
    .where('order_id', '=', lastOrder)
    .executeTakeFirstOrThrow();
  writeDemoPicture(catalogueImageDir(config.DATA_DIR), last.product_id, last.title);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('product_reviews')
      .values({
        product_id: last.product_id,
        order_id: lastOrder,
        order_item_id: item.id,
        user_id: buyer.id,
        seller_id: last.seller_id,
        score: 5,
        content: DEMO_REVIEW,
        images: JSON.stringify([demoPicturePath(last.product_id)]),
        has_image: 1,
        standard_name: item.standard_name,
        created_at: Date.now(),
      })
      .execute();
    await syncProductCounters(trx, [last.product_id]);
  });
}
