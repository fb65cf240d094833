import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  IOT_CERTIFICATIONS,
  IOT_ECOSYSTEMS,
  IOT_POWER,
  IOT_PROTOCOLS,
  PORTAL_POSITIONS,
  type TShopTemplateCode,
  toMask,
  yuanToFen,
} from '@mall/contract';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/create-db.js';
import type { DB } from '../../db/schema.js';
import { catalogueImageDir, catalogueImagePath } from '../../features/catalogue/catalogue-images.js';
import { buildSearchText, indexGramRows, type TIndexGram } from '../../features/catalogue/search-text.js';
import { sanitizeRichText } from '../../lib/sanitize-rich-text.js';
import { CATALOGUE, SELLER_BRANDS, SHOP_FACTS, type TProductLine, type TTopCategory } from './catalogue-data.js';
import {
  bannerArtSvg,
  mulberry32,
  productArtSvg,
  promoArtSvg,
  shopBannerSvg,
  shopLogoSvg,
  type TArtKind,
} from './product-art.js';

/** A fixed clock for the demo data, so every seed is identical. */
const DEMO_NOW = Date.UTC(2026, 10, 1, 8, 0, 0);
const HOUR = 3_600_000;
const IMAGES_PER_PRODUCT = 3;

/** Shop-style prices: ¥2,599 and ¥39.9 rather than ¥2,598.73. */
export function nicePrice(yuan: number): number {
  if (yuan >= 100) return Math.round(yuan / 10) * 10 - 1;
  if (yuan >= 10) return Math.round(yuan) - 0.1;
  return Math.round(yuan * 10) / 10;
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Writes a file atomically unless it is already there (instances starting together write the same bytes). */
function writeOnce(file: string, content: () => string): void {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, content());
  fs.renameSync(tmp, file);
}

/**
 * 限购 the demo's sellers set on two flagship lines (every edition), so the detail page and the
 * workbench show a seller's own limit; every other product keeps the default rule (DESIGN-OPERATE §G).
 */
const DEMO_PURCHASE_LIMITS: Record<string, number> = {
  '激光导航扫拖机器人 X10': 2,
  '3D 结构光人脸识别锁 F3': 3,
};

/** Two editions of every line: the line itself and its second generation. */
const EDITIONS = [
  { suffix: '', factor: 1, point: '' },
  { suffix: ' 2代', factor: 1.25, point: '二代升级：响应更快、功耗更低、连接更稳定' },
];

interface TPlannedProduct {
  n: number;
  seller: string;
  top: TTopCategory;
  childName: string;
  line: TProductLine;
  title: string;
  price: number;
  points: string[];
}

/** Every demo product, in a fixed order. */
export function planProducts(): TPlannedProduct[] {
  const planned: TPlannedProduct[] = [];
  for (const top of CATALOGUE) {
    for (const child of top.children) {
      for (const line of child.lines) {
        for (const edition of EDITIONS) {
          for (const seller of top.sellers) {
            planned.push({
              n: planned.length + 1,
              seller,
              top,
              childName: child.name,
              line,
              title: `${SELLER_BRANDS[seller]} ${line.title}${edition.suffix}`,
              price: edition.factor === 1 ? line.price : nicePrice(line.price * edition.factor),
              points: edition.point ? [...line.points, edition.point] : line.points,
            });
          }
        }
      }
    }
  }
  return planned;
}

/** Standards: every combination of the spec values; later values cost a little more. */
function standardsOf(line: TProductLine, basePrice: number, rand: () => number) {
  const dims = Object.values(line.specs);
  let combos: { values: string[]; steps: number }[] = [{ values: [], steps: 0 }];
  for (const values of dims) {
    combos = combos.flatMap((c) => values.map((v, i) => ({ values: [...c.values, v], steps: c.steps + i })));
  }
  return combos.map((c, i) => ({
    specs: JSON.stringify(c.values),
    price_fen: yuanToFen(c.steps === 0 ? basePrice : nicePrice(basePrice * (1 + 0.18 * c.steps))),
    // Some standards are sold out, so the detail page has disabled choices to show.
    stock: rand() < 0.12 ? 0 : Math.floor(20 + rand() * 480),
    sales: Math.floor(rand() * 300),
    sort: i,
  }));
}

/** Adds `extra` sales across the standards, evenly, the first taking what does not divide. */
function spreadSales(rows: { sales: number }[], extra: number): void {
  const share = Math.floor(extra / rows.length);
  for (const r of rows) r.sales += share;
  const first = rows[0];
  if (first) first.sales += extra - share * rows.length;
}

function describe(p: TPlannedProduct, images: string[]): string {
  const l = p.line;
  const facts: [string, string][] = [
    ['通信协议', l.protocols.join('、') || '有线/本地'],
    ['兼容生态', l.ecosystems.join('、') || '开放协议，支持二次开发'],
    ['是否需要网关', l.hub ? '需要（请搭配对应网关使用）' : '不需要，可直接联网'],
    ['供电方式', l.power.join('、')],
    ['认证', l.certs.join('、') || '—'],
  ];
  const html = [
    `<h3>${p.title}</h3>`,
    `<p>${l.subtitle}。适用于家庭、公寓与商业空间，安装简单，App 一键配网。</p>`,
    `<h4>产品亮点</h4><ul>${p.points.map((pt) => `<li>${pt}</li>`).join('')}</ul>`,
    `<p><img src="/img/900${images[1]}" alt="${p.title} 细节"></p>`,
    `<h4>物联网参数</h4><table><tbody>${facts.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</tbody></table>`,
    `<p><img src="/img/900${images[2]}" alt="${p.title} 场景"></p>`,
    '<h4>包装清单</h4><p>主机 ×1、说明书 ×1、安装配件 ×1、合格证 ×1</p>',
    '<h4>售后服务</h4><p>支持 7 天无理由退货（商品完好）、15 天换货、1 年质保；质量问题退换货运费由商家承担。</p>',
  ].join('');
  return sanitizeRichText(html);
}

const NAV = [
  ['首页', '/', 'HomeOutlined'],
  ['全部商品', '/product', 'AppstoreOutlined'],
  ['精选市场', '/market', 'ShopOutlined'],
  ['方案馆', '/plan', 'BulbOutlined'],
  ['采购市场', '/procurement', 'SolutionOutlined'],
  ['资讯', '/news', 'ReadOutlined'],
  ['产业联盟', '/bcca', 'TeamOutlined'],
  ['帮助中心', '/guide', 'QuestionCircleOutlined'],
] as const;

const BANNERS: { kind: TArtKind; title: string; subtitle: string; category: string }[] = [
  {
    kind: 'gateway',
    title: '全屋智能 从网关开始',
    subtitle: 'Zigbee 3.0 / Matter 多模网关 限时直降',
    category: '网关与中枢',
  },
  { kind: 'lighting', title: '智能照明节', subtitle: '灯泡·灯带·吸顶灯 满299减50', category: '智能照明' },
  { kind: 'lock', title: '安心到家', subtitle: '指纹锁、人脸锁 免费上门安装', category: '智能门锁' },
  { kind: 'environment', title: '看得见的好空气', subtitle: '空气检测仪 新品首发', category: '环境监测' },
  {
    kind: 'devboard',
    title: '开发者专区',
    subtitle: 'ESP32 / nRF52840 / LoRa 开发板 批量更优惠',
    category: '开发板与模组',
  },
];

const PROMOS: { position: number; kind: TArtKind; title: string; desc: string; category: string }[] = [
  {
    position: PORTAL_POSITIONS.hot1.position,
    kind: 'sensor',
    title: '传感器 第二件半价',
    desc: '门窗、人体、温湿度',
    category: '传感器',
  },
  {
    position: PORTAL_POSITIONS.hot1.position,
    kind: 'switch',
    title: '开关插座 焕新季',
    desc: '零火单火 老房也能装',
    category: '智能开关插座',
  },
  {
    position: PORTAL_POSITIONS.hot1.position,
    kind: 'security',
    title: '安防套装 立省200',
    desc: '摄像头+门铃+报警器',
    category: '智能安防',
  },
  {
    position: PORTAL_POSITIONS.hot2.position,
    kind: 'industrial',
    title: '工业物联网 项目价',
    desc: '网关、DTU、LoRa 终端',
    category: '工业物联网',
  },
  {
    position: PORTAL_POSITIONS.hot2.position,
    kind: 'building',
    title: '智慧楼宇 解决方案',
    desc: '门禁、梯控、能耗管理',
    category: '智慧楼宇',
  },
  {
    position: PORTAL_POSITIONS.hot2.position,
    kind: 'speaker',
    title: '智能音箱与屏',
    desc: '一句话控制全屋',
    category: '智能音箱与屏',
  },
];

const WISDOM: { kind: TArtKind; title: string; desc: string; category: string }[] = [
  { kind: 'lighting', title: '回家模式', desc: '开门即亮灯，窗帘自动合上', category: '智能照明' },
  { kind: 'appliance', title: '清洁无忧', desc: '离家自动扫拖，回家一尘不染', category: '智能家电' },
  { kind: 'environment', title: '健康呼吸', desc: 'CO₂ 超标自动开新风', category: '环境监测' },
];

const COMMUNITY_AUTHORS = [
  '智能家小王',
  '极客老李',
  'Matter玩家',
  '装修中的阿杰',
  '物联网小白',
  '米粉张三',
  '楼宇运维Tom',
  '创客Lily',
];
const COMMUNITY_LINES = [
  '装了一周，联动很稳定，晚上起夜自动亮灯太方便了。',
  '配网一次成功，App 界面清爽，推荐给同样在装修的朋友。',
  '和网关搭配使用，断网的时候本地自动化照样执行，这点很加分。',
  '做工不错，包装很用心，物流第二天就到了。',
  '用来做毕业设计的原型，资料齐全，例程直接能跑。',
  '接入 HomeKit 很顺利，Siri 控制响应很快。',
  '公司会议室改造用了这一套，同事都说好用。',
  '客服很耐心，帮我远程排查了配网问题。',
];

/**
 * Writes the demo illustrations under `DATA_DIR/catalogue` (files already there are kept). Runs on
 * every start: another instance with its own data directory, or a wiped one, still finds its images.
 */
function writeDemoImages(
  imageDir: string,
  planned: TPlannedProduct[],
  sellers: { id: number; username: string; name: string }[],
): Map<number, string[]> {
  const productImages = new Map<number, string[]>();
  for (const p of planned) {
    const list: string[] = [];
    for (let v = 0; v < IMAGES_PER_PRODUCT; v++) {
      const rel = `p/${p.n}-${v}.svg`;
      writeOnce(path.join(imageDir, rel), () =>
        productArtSvg({ kind: p.top.art, variant: v, seed: p.n, title: p.title }),
      );
      list.push(catalogueImagePath(rel));
    }
    productImages.set(p.n, list);
  }
  BANNERS.forEach((b, i) => {
    writeOnce(path.join(imageDir, `banner/${i + 1}.svg`), () => bannerArtSvg({ ...b, seed: i + 1 }));
  });
  PROMOS.forEach((b, i) => {
    writeOnce(path.join(imageDir, `promo/${i + 1}.svg`), () =>
      promoArtSvg({ kind: b.kind, seed: i + 11, caption: b.title }),
    );
  });
  WISDOM.forEach((b, i) => {
    writeOnce(path.join(imageDir, `wisdom/${i + 1}.svg`), () =>
      promoArtSvg({ kind: b.kind, seed: i + 21, caption: b.title }),
    );
  });
  for (const s of sellers) {
    const facts = SHOP_FACTS[s.username];
    if (!facts) continue;
    writeOnce(path.join(imageDir, `shop/${s.username}-logo.svg`), () => shopLogoSvg({ name: s.name, seed: s.id }));
    writeOnce(path.join(imageDir, `shop/${s.username}-banner.svg`), () =>
      shopBannerSvg({ name: s.name, slogan: facts.slogan, seed: s.id }),
    );
  }
  return productImages;
}

/**
 * Another instance holds the lock past our timeout: SQLite answers "busy" after its busy timeout;
 * PostgreSQL cancels the statement that waited on the other instance's seeding past the
 * statement timeout (57014).
 */
function isBusy(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'SQLITE_BUSY' || code === '57014';
}

/**
 * Seeds the demo catalogue into an empty catalogue (and its images on every start). Answers whether
 * it wrote any rows.
 */
export async function seedCatalogue(db: Kysely<DB>, dataDir: string): Promise<boolean> {
  const sellers = await db.selectFrom('sellers').select(['id', 'username', 'name']).orderBy('id').execute();
  const sellerId = new Map(sellers.map((s) => [s.username, s.id]));
  const planned = planProducts().filter((p) => sellerId.has(p.seller));
  const productImages = writeDemoImages(catalogueImageDir(dataDir), planned, sellers);

  const existing = await db.selectFrom('sys_categories').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  try {
    await db.transaction().execute(async (trx) => {
      await insertCatalogue(trx, planned, productImages, sellers, sellerId);
    });
  } catch (err) {
    // Another instance is seeding or has seeded: its rows stand, ours rolled back.
    if (isUniqueViolation(err) || isBusy(err)) return false;
    throw err;
  }
  return true;
}

async function insertCatalogue(
  trx: Transaction<DB>,
  planned: TPlannedProduct[],
  productImages: Map<number, string[]>,
  sellers: { id: number; username: string; name: string }[],
  sellerId: Map<string, number>,
): Promise<void> {
  // System categories: the unique (parent, name) key makes a racing second seed fail and roll back.
  const categoryId = new Map<string, number>();
  for (const [i, top] of CATALOGUE.entries()) {
    const row = await trx
      .insertInto('sys_categories')
      .values({ parent_id: 0, name: top.name, icon: top.icon, sort: i })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryId.set(top.name, Number(row.id));
    for (const [j, child] of top.children.entries()) {
      const c = await trx
        .insertInto('sys_categories')
        .values({ parent_id: Number(row.id), name: child.name, sort: j })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryId.set(`${top.name}/${child.name}`, Number(c.id));
    }
  }

  // Shops and each seller's own categories (its top categories and their children).
  const sellerCategoryId = new Map<string, number>();
  for (const [i, s] of sellers.entries()) {
    const facts = SHOP_FACTS[s.username];
    if (!facts) continue;
    await trx
      .insertInto('shops')
      .values({
        seller_id: s.id,
        name: s.name,
        logo: catalogueImagePath(`shop/${s.username}-logo.svg`),
        banner: catalogueImagePath(`shop/${s.username}-banner.svg`),
        description: facts.slogan,
        province: facts.province,
        city: facts.city,
        score_x10: 46 + (i % 4),
        tags: JSON.stringify(facts.tags),
        recommend_sort: sellers.length - i,
        created_at: DEMO_NOW - (400 + i * 37) * 24 * HOUR,
      })
      .execute();
    const tops = CATALOGUE.filter((t) => t.sellers.includes(s.username));
    for (const [ti, top] of tops.entries()) {
      const parent = await trx
        .insertInto('seller_categories')
        .values({ seller_id: s.id, parent_id: 0, name: top.name, sort: ti })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [ci, child] of top.children.entries()) {
        const c = await trx
          .insertInto('seller_categories')
          .values({ seller_id: s.id, parent_id: Number(parent.id), name: child.name, sort: ci })
          .returning('id')
          .executeTakeFirstOrThrow();
        sellerCategoryId.set(`${s.username}/${top.name}/${child.name}`, Number(c.id));
      }
    }
  }

  // Products with standards, images, descriptions and search grams.
  const productId = new Map<number, number>();
  const standards: Insertable<DB['product_standards']>[] = [];
  const files: { product_id: number; type: number; path: string; sort: number }[] = [];
  const texts: { product_id: number; type: number; html_code: string }[] = [];
  const grams: (TIndexGram & { product_id: number })[] = [];
  for (const p of planned) {
    const rand = mulberry32(p.n * 7919);
    const images = productImages.get(p.n) ?? [];
    const rows = standardsOf(p.line, p.price, rand);
    // The product's 销量 is its specs' sum (the detail page shows both): a product's popularity beyond
    // what its specs drew goes to its specs, the first (cheapest) taking the remainder.
    // (Drawn in the order they always were, so every other demo number stays as it was.)
    const marketFactor = 1.15 + rand() * 0.35;
    spreadSales(rows, Math.floor(rand() * 2000));
    const minPrice = Math.min(...rows.map((r) => r.price_fen));
    const searchText = buildSearchText(p.title, [
      p.line.subtitle,
      SELLER_BRANDS[p.seller] ?? '',
      p.top.name,
      p.childName,
      ...p.line.protocols,
      ...p.line.ecosystems,
    ]);
    const created = await trx
      .insertInto('products')
      .values({
        seller_id: sellerId.get(p.seller) ?? 0,
        sys_category_id: categoryId.get(`${p.top.name}/${p.childName}`) ?? 0,
        category_id: sellerCategoryId.get(`${p.seller}/${p.top.name}/${p.childName}`) ?? null,
        title: p.title,
        subtitle: p.line.subtitle,
        brand: SELLER_BRANDS[p.seller] ?? '',
        model: `ZL-${String(1000 + p.n)}`,
        unit: '件',
        image: images[0] ?? '',
        price_fen: minPrice,
        market_price_fen: Math.round((minPrice * marketFactor) / 100) * 100,
        sales: rows.reduce((sum, r) => sum + r.sales, 0),
        review_count: 0,
        sort_weight: Math.floor(rand() * 1000),
        status: 1,
        spec_names: JSON.stringify(Object.keys(p.line.specs)),
        protocols: toMask(IOT_PROTOCOLS, p.line.protocols),
        ecosystems: toMask(IOT_ECOSYSTEMS, p.line.ecosystems),
        power: toMask(IOT_POWER, p.line.power),
        certifications: toMask(IOT_CERTIFICATIONS, p.line.certs),
        hub_required: p.line.hub ? 1 : 0,
        search_text: searchText,
        purchase_limit: DEMO_PURCHASE_LIMITS[p.line.title] ?? null,
        created_at: DEMO_NOW - p.n * 5 * HOUR,
        updated_at: DEMO_NOW - p.n * 5 * HOUR,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(created.id);
    productId.set(p.n, id);
    for (const r of rows) standards.push({ ...r, product_id: id });
    images.forEach((img, i) => {
      files.push({ product_id: id, type: 2, path: img, sort: i });
    });
    texts.push({ product_id: id, type: 1, html_code: describe(p, images) });
    for (const row of indexGramRows(searchText)) grams.push({ ...row, product_id: id });
  }
  for (const batch of chunks(standards, 200)) await trx.insertInto('product_standards').values(batch).execute();
  for (const batch of chunks(files, 200)) await trx.insertInto('product_files').values(batch).execute();
  for (const batch of chunks(texts, 50)) await trx.insertInto('rich_texts').values(batch).execute();
  for (const batch of chunks(grams, 400)) await trx.insertInto('product_search_grams').values(batch).execute();

  // Portal positions (spec §7): every one filled.
  const byCategory = (name: string) => `/product?sysCategoryId=${categoryId.get(name) ?? ''}`;
  const ranked = [...planned].sort((a, b) => ((a.n * 37) % 101) - ((b.n * 37) % 101));
  const portal: Insertable<DB['portal_items']>[] = [];
  BANNERS.forEach((b, i) => {
    portal.push({
      position: PORTAL_POSITIONS.carousel.position,
      sort: i,
      title: b.title,
      description: b.subtitle,
      image_url: catalogueImagePath(`banner/${i + 1}.svg`),
      product_id: null,
      link: byCategory(b.category),
    });
  });
  // Market: one product from each of nine categories; rank: three more.
  const marketPicks = CATALOGUE.slice(0, 9).map((t) => ranked.find((p) => p.top === t));
  marketPicks.forEach((p, i) => {
    if (!p) return;
    portal.push({
      position: PORTAL_POSITIONS.market.position,
      sort: i,
      title: p.title,
      description: p.line.subtitle,
      image_url: '',
      product_id: productId.get(p.n) ?? null,
      link: '',
    });
  });
  ranked
    .filter((p) => !marketPicks.includes(p))
    .slice(0, 3)
    .forEach((p, i) => {
      portal.push({
        position: PORTAL_POSITIONS.rank.position,
        sort: i,
        title: p.title,
        description: p.line.subtitle,
        image_url: '',
        product_id: productId.get(p.n) ?? null,
        link: '',
      });
    });
  PROMOS.forEach((b, i) => {
    portal.push({
      position: b.position,
      sort: i,
      title: b.title,
      description: b.desc,
      image_url: catalogueImagePath(`promo/${i + 1}.svg`),
      product_id: null,
      link: byCategory(b.category),
    });
  });
  WISDOM.forEach((b, i) => {
    portal.push({
      position: PORTAL_POSITIONS.wisdom.position,
      sort: i,
      title: b.title,
      description: b.desc,
      image_url: catalogueImagePath(`wisdom/${i + 1}.svg`),
      product_id: null,
      link: byCategory(b.category),
    });
  });
  await trx.insertInto('portal_items').values(portal).execute();

  await trx
    .insertInto('nav_resources')
    .values(NAV.map(([name, url, icon], i) => ({ name, url, icon, sort: i })))
    .execute();

  const posts = Array.from({ length: 24 }, (_, i) => {
    const p = ranked[(i * 7) % ranked.length];
    return {
      user_id: null,
      author_name: COMMUNITY_AUTHORS[i % COMMUNITY_AUTHORS.length] ?? '会员',
      author_avatar: '',
      content: COMMUNITY_LINES[(i * 3) % COMMUNITY_LINES.length] ?? '',
      product_id: p ? (productId.get(p.n) ?? null) : null,
      created_at: DEMO_NOW - (i * 9 + 2) * HOUR,
    };
  });
  await trx.insertInto('community_posts').values(posts).execute();

  // Shop decoration: a banner, a notice and two recommended rows per shop.
  for (const s of sellers) {
    const facts = SHOP_FACTS[s.username];
    if (!facts) continue;
    const own = planned.filter((p) => p.seller === s.username).map((p) => productId.get(p.n) ?? 0);
    const templates: { code: TShopTemplateCode; name: string; entries: { name: string; data: unknown }[] }[] = [
      {
        code: 'banner',
        name: '店铺横幅',
        entries: [
          {
            name: '主横幅',
            data: { imageUrl: catalogueImagePath(`shop/${s.username}-banner.svg`), title: s.name, link: '' },
          },
        ],
      },
      {
        code: 'notice',
        name: '店铺公告',
        entries: [{ name: '公告', data: { content: `${facts.slogan}。${facts.tags.join(' · ')}，欢迎咨询客服。` } }],
      },
      {
        code: 'recommend',
        name: '推荐商品',
        entries: [
          { name: '店长推荐', data: { title: '店长推荐', productIds: own.slice(0, 4) } },
          { name: '新品上架', data: { title: '新品上架', productIds: own.slice(-4) } },
        ],
      },
    ];
    for (const [ti, t] of templates.entries()) {
      const row = await trx
        .insertInto('shop_templates')
        .values({ seller_id: s.id, code: t.code, name: t.name, sort: ti })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('shop_template_entries')
        .values(
          t.entries.map((e, ei) => ({
            template_id: Number(row.id),
            name: e.name,
            data: JSON.stringify(e.data),
            sort: ei,
          })),
        )
        .execute();
    }
  }
}
