import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type TListingInput, ZListingInput } from '@mall/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/create-db.js';
import type { DB } from '../../db/schema.js';
import { catalogueImageDir, catalogueImagePath } from '../../features/catalogue/catalogue-images.js';
import { addListing, submitListing, updateListing } from '../../features/catalogue/listing.service.js';
import { moveProductByOperator } from '../../features/catalogue/product-admin.service.js';
import type { TDeps } from '../../plugins/deps.js';
import { productArtSvg, type TArtKind } from './product-art.js';

/*
 * The demo seller's own listings (DESIGN-OPERATE §B), one in every state the workbench and the
 * console's review queue show: a 草稿, one 待审核, one 已驳回 with the operator's reason, one on sale
 * with an edit waiting for review (修改待审), and one plainly on sale. They go through the listing
 * service as the seller's editor sends them (and through the operator's moves), so they are what the
 * real flow makes.
 *
 * Pictures: the service takes only the seller's own uploads (a `files` row owned by the seller) or the
 * product's current gallery. Each listing gets its own drawn pictures, written under the catalogue's
 * image directory like every demo picture (and again on every start, should the data directory have
 * been wiped), and a `files` row naming the seller as their owner: the seller "uploaded" them. The
 * rows' unique paths also key the seed: a second instance seeding at the same moment rolls back.
 */

/** The seller whose workbench shows the listings (the README's first demo seller). */
export const LISTING_SELLER = 'seller01';

/** The operator's reason on the refused listing. */
export const DEMO_REJECT_REASON = '主图含有联系方式，请更换';

type TSeedState = 'draft' | 'pending' | 'rejected' | 'revision' | 'onSale';

interface TSeedListing {
  state: TSeedState;
  /** The category's leaf: 「顶级/子级」. */
  category: string;
  art: TArtKind;
  /** How many pictures the listing has (drawn). */
  pictures: number;
  listing: Omit<TListingInput, 'categoryId' | 'images'>;
  /** The edit of the approved product, waiting for review (state 'revision' only). */
  edit?: { pictures: number; change: (l: TListingInput) => TListingInput };
}

const html = (lines: string[], image?: string) =>
  `${lines.map((l) => `<p>${l}</p>`).join('')}${image ? `<p><img src="${image}" alt=""></p>` : ''}`;

/** The demo seller's listings, in the order they are made (the queue shows the oldest first). */
export const SEED_LISTINGS: readonly TSeedListing[] = [
  {
    state: 'pending',
    category: '传感器/人体传感器',
    art: 'sensor',
    pictures: 3,
    listing: {
      title: '极光 毫米波人体存在传感器 Pro',
      subtitle: '静坐也能感知 · 无感亮灯',
      brand: '极光',
      detailHtml: html(['24GHz 毫米波雷达，静坐、睡眠时也能感知有人。', '支持光照度检测，与灯光联动更精准。']),
      facets: { protocols: ['Zigbee 3.0'], ecosystems: ['米家', '涂鸦'], hubRequired: true, certifications: ['SRRC'] },
      specs: [{ name: '供电', values: ['USB供电', '220V供电'] }],
      skus: [
        { values: ['USB供电'], price: 129, stock: 300, code: 'JG-MW-U' },
        { values: ['220V供电'], price: 149, stock: 200, code: 'JG-MW-A' },
      ],
      weightGrams: 120,
    },
  },
  {
    state: 'rejected',
    category: '智能开关插座/智能窗帘电机',
    art: 'appliance',
    pictures: 2,
    listing: {
      title: '极光 静音智能窗帘电机 开合帘',
      subtitle: '手拉启动 · 定时开合',
      brand: '极光',
      detailHtml: html(['直流无刷电机，运行噪音低于35分贝。', '轨道长度可定制，下单请备注。']),
      facets: { protocols: ['Wi-Fi'], ecosystems: ['米家', '天猫精灵'], hubRequired: false, certifications: ['CCC'] },
      specs: [{ name: '轨道长度', values: ['2米以内', '2-3米', '3-4米'] }],
      skus: [
        { values: ['2米以内'], price: 399, stock: 50, code: 'JG-CM-2' },
        { values: ['2-3米'], price: 459, stock: 50, code: 'JG-CM-3' },
        { values: ['3-4米'], price: 519, stock: 30, code: 'JG-CM-4' },
      ],
      weightGrams: 2600,
    },
  },
  {
    state: 'revision',
    category: '智能开关插座/智能插座',
    art: 'switch',
    pictures: 2,
    listing: {
      title: '极光 Wi-Fi 计量插座 16A 新国标',
      subtitle: '电量统计 · 定时开关',
      brand: '极光',
      detailHtml: html(['16A 大功率，空调、热水器都能带。', '电量统计，用电一目了然。']),
      facets: { protocols: ['Wi-Fi'], ecosystems: ['米家'], hubRequired: false, certifications: ['CCC'] },
      specs: [{ name: '规格', values: ['单只装', '两只装'] }],
      skus: [
        { values: ['单只装'], price: 59, stock: 500, code: 'JG-PL-1' },
        { values: ['两只装'], price: 109, stock: 300, code: 'JG-PL-2' },
      ],
      weightGrams: 150,
    },
    // The seller renames it, adds Matter, a 四只装 and a picture, and rewrites the detail.
    edit: {
      pictures: 3,
      change: (l) => ({
        ...l,
        title: '极光 Matter 计量插座 16A 新国标',
        facets: { ...l.facets, protocols: ['Wi-Fi', 'Matter'], ecosystems: ['米家', 'HomeKit'] },
        specs: [{ name: '规格', values: ['单只装', '两只装', '四只装'] }],
        skus: [...l.skus, { values: ['四只装'], price: 199, stock: 100, code: 'JG-PL-4' }],
        detailHtml: html([
          '升级 Matter 协议，接入 Apple 家庭与米家。',
          '16A 大功率，空调、热水器都能带。',
          '电量统计，用电一目了然。',
        ]),
      }),
    },
  },
  {
    state: 'onSale',
    category: '智能照明/智能灯泡',
    art: 'lighting',
    pictures: 2,
    listing: {
      title: '极光 全彩智能灯泡 E27 9W',
      subtitle: '1600万色 · 音乐律动',
      brand: '极光',
      detailHtml: html(['1600万色随心调，色温 2700K-6500K。', '无需网关，手机直连。']),
      facets: { protocols: ['Wi-Fi'], ecosystems: ['米家', '小度'], hubRequired: false, certifications: ['CCC'] },
      specs: [{ name: '规格', values: ['单只装', '三只装'] }],
      skus: [
        { values: ['单只装'], price: 39, stock: 800, code: 'JG-BL-1' },
        { values: ['三只装'], price: 99, stock: 400, code: 'JG-BL-3' },
      ],
      weightGrams: 90,
    },
  },
  {
    state: 'draft',
    category: '网关与中枢/多模网关',
    art: 'gateway',
    pictures: 1,
    listing: {
      title: '极光 多模网关 Matter 版',
      subtitle: '',
      brand: '极光',
      detailHtml: html(['支持 Zigbee 3.0、BLE Mesh 与 Matter，最多连接128个子设备。']),
      facets: {
        protocols: ['Zigbee 3.0', 'BLE Mesh', 'Matter'],
        ecosystems: ['HomeKit', 'Matter'],
        hubRequired: false,
        certifications: [],
      },
      specs: [
        { name: '颜色', values: ['白色', '黑色'] },
        { name: '版本', values: ['标准版', '有线版'] },
      ],
      skus: [
        { values: ['白色', '标准版'], price: 299, stock: 100 },
        { values: ['白色', '有线版'], price: 339, stock: 60 },
        { values: ['黑色', '标准版'], price: 299, stock: 80 },
        { values: ['黑色', '有线版'], price: 339, stock: 40 },
      ],
      weightGrams: null,
    },
  },
];

/** How many of them buyers can buy (on sale: the approved ones). */
export const SEED_LISTINGS_ON_SALE = SEED_LISTINGS.filter((s) => s.state === 'onSale' || s.state === 'revision').length;

/** The relative file of a listing's picture (under the catalogue's image directory). */
const pictureFile = (index: number, picture: number) => `listing/${LISTING_SELLER}-${index + 1}-${picture + 1}.svg`;

function writeOnce(file: string, content: () => string): void {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, content());
  fs.renameSync(tmp, file);
}

/** Every picture a listing (with its edit) shows, drawn once into the data directory. */
function writePictures(dataDir: string): void {
  const dir = catalogueImageDir(dataDir);
  for (const [i, s] of SEED_LISTINGS.entries()) {
    const count = Math.max(s.pictures, s.edit?.pictures ?? 0);
    for (let k = 0; k < count; k++) {
      const title = s.edit && k >= s.pictures ? s.edit.change(withImages(s, i, [])).title : s.listing.title;
      writeOnce(path.join(dir, pictureFile(i, k)), () =>
        productArtSvg({ kind: s.art, variant: k, seed: 31 + i, title }),
      );
    }
  }
}

function picturesOf(index: number, count: number): string[] {
  return Array.from({ length: count }, (_, k) => catalogueImagePath(pictureFile(index, k)));
}

function withImages(s: TSeedListing, index: number, images: string[]): TListingInput {
  return { ...s.listing, categoryId: 0, images: images.length ? images : picturesOf(index, s.pictures) };
}

/**
 * Seeds the demo seller's listings once (and their pictures on every start). Answers whether it wrote
 * any rows.
 */
export async function seedListings(deps: TDeps): Promise<boolean> {
  const { db, config } = deps;
  writePictures(config.DATA_DIR);
  const seller = await db.selectFrom('sellers').select('id').where('username', '=', LISTING_SELLER).executeTakeFirst();
  if (!seller) return false;
  const sellerId = Number(seller.id);
  const first = picturesOf(0, 1)[0] ?? '';
  if (await db.selectFrom('files').select('id').where('path', '=', first).executeTakeFirst()) return false;
  const categories = await leafCategories(db);
  // A database whose catalogue the demo did not write (another tree) gets no demo listings.
  if (SEED_LISTINGS.some((l) => !categories.has(l.category))) return false;
  try {
    await db.transaction().execute(async (trx) => {
      await ownPictures(trx, sellerId, config.DATA_DIR);
      for (const [i, s] of SEED_LISTINGS.entries()) {
        const categoryId = categories.get(s.category);
        if (categoryId === undefined) throw new Error(`listing seed: no category ${s.category}`);
        const input = { ...withImages(s, i, []), categoryId };
        const { id } = await addListing(trx, sellerId, ZListingInput.parse(input));
        if (s.state === 'draft') continue;
        await submitListing(trx, sellerId, id);
        if (s.state === 'pending') continue;
        if (s.state === 'rejected') {
          await moveProductByOperator(trx, id, 'reject', DEMO_REJECT_REASON);
          continue;
        }
        await moveProductByOperator(trx, id, 'approve');
        if (s.state === 'revision' && s.edit) {
          const edited = s.edit.change({ ...input, images: picturesOf(i, s.edit.pictures) });
          await updateListing(trx, sellerId, { ...ZListingInput.parse(edited), id });
          await submitListing(trx, sellerId, id);
        }
      }
    });
  } catch (err) {
    // Another instance is seeding or has seeded: its rows stand, ours rolled back.
    if (isUniqueViolation(err) || isBusy(err)) return false;
    throw err;
  }
  return true;
}

/** Another instance holds the lock past our timeout (SQLite busy, PostgreSQL statement timeout). */
function isBusy(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'SQLITE_BUSY' || code === '57014';
}

/** 「顶级/子级」 → the leaf's id. */
async function leafCategories(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('sys_categories').select(['id', 'parent_id', 'name']).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const leaves = new Map<string, number>();
  for (const r of rows) {
    const parent = byId.get(Number(r.parent_id));
    if (parent) leaves.set(`${parent.name}/${r.name}`, Number(r.id));
  }
  return leaves;
}

/** The seller's "uploads": a `files` row for each of its listings' pictures. */
async function ownPictures(trx: Kysely<DB>, sellerId: number, dataDir: string): Promise<void> {
  const now = Date.now();
  const dir = catalogueImageDir(dataDir);
  const rows = SEED_LISTINGS.flatMap((s, i) =>
    Array.from({ length: Math.max(s.pictures, s.edit?.pictures ?? 0) }, (_, k) => pictureFile(i, k)).map((file) => ({
      owner_type: 'seller',
      owner_id: sellerId,
      path: catalogueImagePath(file),
      content_type: 'image/svg+xml',
      size: fs.statSync(path.join(dir, file)).size,
      kind: 'image',
      width: 800,
      height: 800,
      original_name: path.basename(file),
      created_at: now,
    })),
  );
  await trx.insertInto('files').values(rows).execute();
}
