import { ensureReturnAddress } from '../../features/return-address/return-address.service.js';
import type { TDeps } from '../../plugins/deps.js';

/** Each demo seller's after-sales warehouse (退货仓), by username: where its approved returns go back. */
const RETURN_ADDRESSES: Record<
  string,
  { realname: string; telphone: string; region: [string, string, string]; street: string }
> = {
  seller01: {
    realname: '极光售后部',
    telphone: '13900000101',
    region: ['440000', '440300', '440305'],
    street: '科技园南区高新南一道 8 号极光大厦 1 层退货仓',
  },
  seller02: {
    realname: '云栖售后部',
    telphone: '13900000102',
    region: ['330000', '330100', '330106'],
    street: '西斗门路 3 号天堂软件园 B 座退货组',
  },
  seller03: {
    realname: '绿米售后部',
    telphone: '13900000103',
    region: ['310000', '310100', '310115'],
    street: '张江路 665 号 3 号楼退货仓',
  },
  seller04: {
    realname: '安居售后部',
    telphone: '13900000104',
    region: ['110000', '110100', '110105'],
    street: '酒仙桥路 10 号恒通广场退货仓',
  },
  seller05: {
    realname: '芯联售后部',
    telphone: '13900000105',
    region: ['320000', '320500', '320505'],
    street: '金山路 99 号芯联工厂售后中心',
  },
  seller06: {
    realname: '楼智控售后部',
    telphone: '13900000106',
    region: ['440000', '440100', '440106'],
    street: '天河北路 233 号中信广场 18 层售后部',
  },
  seller07: {
    realname: '清新售后部',
    telphone: '13900000107',
    region: ['510000', '510100', '510107'],
    street: '天府大道中段 1268 号退货仓',
  },
  seller08: {
    realname: '声悦售后部',
    telphone: '13900000108',
    region: ['420000', '420100', '420111'],
    street: '光谷大道 77 号金融港 B8 栋退货仓',
  },
};

/**
 * Every demo seller gets a default return address (DESIGN-OPERATE §I), so its after-sales requests can
 * be approved at once. Idempotent (a seller keeping one is left alone), so a database seeded before
 * return addresses existed gets them at the next start; runs before the after-sales seed approves.
 */
export async function seedReturnAddresses(deps: TDeps, usernames: string[]): Promise<boolean> {
  const { db } = deps;
  const sellers = await db
    .selectFrom('sellers')
    .select(['id', 'username'])
    .where('username', 'in', usernames)
    .execute();
  let wrote = false;
  for (const s of sellers) {
    const a = RETURN_ADDRESSES[s.username];
    if (!a) continue;
    const [province, city, area] = a.region;
    const fields = {
      realname: a.realname,
      telphone: a.telphone,
      province,
      city,
      area,
      street: a.street,
      isDefaultAddress: 1 as const,
    };
    if (await ensureReturnAddress(db, s.id, fields)) wrote = true;
  }
  return wrote;
}
