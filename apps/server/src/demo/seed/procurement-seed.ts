import { chinaDate, chinaDayEnd, type TDemandInput, ZDemandInput, ZQuoteInput } from '@mall/contract';
import { closeDemand, seedDemand } from '../../features/procurement/procurement-demand.service.js';
import { submitQuote } from '../../features/procurement/procurement-quote.service.js';
import type { TDeps } from '../../plugins/deps.js';
import { demoQuote, referencePrices, sellersForDemand, sellersOfCategory } from '../demo-quote.js';
import { seedOnce } from './seed-once.js';

/** The key whose insert claims the procurement demo: one instance seeds it, once. */
export const PROCUREMENT_CLAIM = 'demo:procurement';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Companies that publish the market's demands (accounts that cannot log in, like the reviewers). */
export const PROCUREMENT_BUYERS = [
  { username: 'procbuyer01', nickname: '华庭酒店工程部', contact: '陈经理', phone: '17100000001' },
  { username: 'procbuyer02', nickname: '远景物业服务', contact: '刘工', phone: '17100000002' },
  { username: 'procbuyer03', nickname: '康宁养老服务中心', contact: '赵主任', phone: '17100000003' },
  { username: 'procbuyer04', nickname: '绿源现代农业', contact: '孙经理', phone: '17100000004' },
  { username: 'procbuyer05', nickname: '精工机械制造', contact: '周工', phone: '17100000005' },
  { username: 'procbuyer06', nickname: '明德教育集团', contact: '吴老师', phone: '17100000006' },
] as const;

type TRegion = readonly [province: string, city: string, area: string];

const REGION = {
  sanya: ['460000', '460200', '460203'],
  haidian: ['110000', '110100', '110108'],
  suzhou: ['320000', '320500', '320508'],
  shouguang: ['370000', '370700', '370783'],
  shunde: ['440000', '440600', '440606'],
  yuhang: ['330000', '330100', '330110'],
  wuhou: ['510000', '510100', '510107'],
  jingan: ['310000', '310100', '310106'],
  longhua: ['440000', '440300', '440309'],
  jianghan: ['420000', '420100', '420103'],
  yuzhong: ['500000', '500100', '500103'],
  beilin: ['610000', '610100', '610103'],
  dongli: ['120000', '120100', '120110'],
  siming: ['350000', '350200', '350203'],
  pudong: ['310000', '310100', '310115'],
} satisfies Record<string, TRegion>;

/** [name, spec, quantity, unit, target unit price in yuan?] */
type TItem = readonly [string, string, number, string, number?];

interface TScene {
  /** Index into PROCUREMENT_BUYERS, or 'demo' for the demo buyer. */
  buyer: number | 'demo';
  title: string;
  /** A system category's name (top-level or child) of the demo catalogue. */
  category: string;
  items: TItem[];
  budget?: number;
  region: TRegion;
  /** Quote deadline and delivery date, in days from today. */
  deadlineDays: number;
  deliveryDays: number;
  description: string;
  /** Published this many hours ago (the market's "newest" order). */
  publishedHoursAgo: number;
  /** Demo sellers who have quoted. */
  quotes: number;
  /** Where the demo buyer's demand ends up (default: open for quotes). */
  end?: 'draft' | 'closed' | 'expired';
}

/** The market: demands of six companies, open for quotes, each quoted by 1–4 demo sellers. */
const MARKET: TScene[] = [
  {
    buyer: 0,
    title: '酒店客房智能控制系统改造',
    category: '智慧楼宇',
    items: [
      ['客房控制主机 RCU', '支持插卡取电、灯光窗帘空调联动，RS485/以太网', 120, '台', 680],
      ['智能开关面板', '86型 四键 零火版 带背光', 480, '个', 95],
      ['门窗传感器', 'Zigbee 3.0 超薄款', 120, '个'],
      ['人体存在传感器 毫米波', '吸顶安装 静坐可检测', 120, '个'],
      ['智能窗帘电机', '静音款 含2.8米轨道', 120, '套', 420],
    ],
    budget: 260_000,
    region: REGION.sanya,
    deadlineDays: 12,
    deliveryDays: 45,
    description:
      '三亚湾店120间客房智能化改造，要求与现有酒店PMS系统对接，提供样板间调试与驻场安装指导。分两批到货，首批40间。',
    publishedHoursAgo: 30,
    quotes: 3,
  },
  {
    buyer: 1,
    title: '写字楼门禁与考勤系统采购',
    category: '门禁与考勤',
    items: [
      ['人脸识别门禁一体机', '8英寸屏 活体检测 支持刷卡/二维码', 24, '台', 1800],
      ['门禁控制器', '双门双向 TCP/IP', 12, '台'],
      ['电磁锁', '280kg 含支架', 48, '把', 150],
      ['考勤管理软件授权', '500人 含三年升级服务', 1, '套'],
    ],
    budget: 95_000,
    region: REGION.haidian,
    deadlineDays: 7,
    deliveryDays: 30,
    description: '中关村园区2号楼12层办公区门禁考勤改造，需提供原有IC卡兼容方案，含安装调试及管理员培训。',
    publishedHoursAgo: 52,
    quotes: 4,
  },
  {
    buyer: 2,
    title: '养老院跌倒监测与紧急呼叫系统',
    category: '传感器',
    items: [
      ['毫米波跌倒监测雷达', '卫生间壁挂 IP65 呼吸心率监测', 60, '台', 1200],
      ['紧急呼叫按钮', '无线 防水 可拉绳', 120, '个'],
      ['多模网关', 'Zigbee 3.0 + 蓝牙Mesh，以太网回传', 10, '台'],
      ['温湿度传感器', '墨水屏显示', 60, '个'],
    ],
    region: REGION.suzhou,
    deadlineDays: 20,
    deliveryDays: 60,
    description: '60间老人房的跌倒检测与一键呼叫，告警需推送至护士站大屏与值班手机，请在报价说明中写明平台对接方式。',
    publishedHoursAgo: 8,
    quotes: 2,
  },
  {
    buyer: 3,
    title: '智慧农业大棚环境传感器采购',
    category: '工业物联网',
    items: [
      ['土壤温湿度传感器', 'RS485 Modbus 不锈钢探针', 80, '个', 260],
      ['空气温湿度光照三合一传感器', 'RS485 防护罩', 40, '个', 320],
      ['二氧化碳传感器', 'NDIR 0–5000ppm', 20, '个'],
      ['LoRa 数据采集终端', '8路RS485 太阳能供电', 8, '台'],
      ['太阳能供电套件', '50W板 + 20Ah锂电池', 8, '套', 650],
    ],
    budget: 68_000,
    region: REGION.shouguang,
    deadlineDays: 15,
    deliveryDays: 40,
    description: '寿光蔬菜基地8座连栋大棚，数据接入自有云平台（MQTT），需提供通信协议文档。',
    publishedHoursAgo: 75,
    quotes: 3,
  },
  {
    buyer: 4,
    title: '工厂能耗监测电表采购',
    category: '智能电表与计量',
    items: [
      ['三相导轨式智能电表', '3×220/380V 1.5(6)A 互感式 RS485', 150, '只', 420],
      ['单相导轨式智能电表', '220V 5(60)A RS485', 200, '只', 160],
      ['4G 数据采集终端 DTU', '全网通 RS485 透传', 12, '台'],
      ['开口式电流互感器', '200/5A', 450, '只', 45],
    ],
    budget: 180_000,
    region: REGION.shunde,
    deadlineDays: 5,
    deliveryDays: 25,
    description: '三个车间分项计量改造，电表需具备CMC/CPA计量认证，随货提供出厂检定报告。',
    publishedHoursAgo: 20,
    quotes: 4,
  },
  {
    buyer: 1,
    title: '小区智能停车道闸系统',
    category: '智能安防',
    items: [
      ['车牌识别一体机', '300万像素 识别率≥99%', 8, '台', 3500],
      ['直杆道闸', '3米杆 起落时间1.5秒', 8, '台'],
      ['地感线圈检测器', '单通道', 8, '个'],
      ['停车收费管理软件', '含移动支付对接', 1, '套'],
    ],
    region: REGION.yuhang,
    deadlineDays: 25,
    deliveryDays: 55,
    description: '未来科技城某小区4进4出车道改造，保留现有岗亭，要求支持业主月卡与访客扫码缴费。',
    publishedHoursAgo: 4,
    quotes: 1,
  },
  {
    buyer: 5,
    title: '学校教室空气质量监测',
    category: '环境监测',
    items: [
      ['教室空气质量检测仪', 'CO₂/PM2.5/温湿度 壁挂 Wi-Fi', 96, '台', 580],
      ['新风联动控制器', '干接点输出 可按CO₂浓度联动', 96, '个'],
      ['数据平台接入服务', '三年 含大屏看板', 1, '套', 12_000],
    ],
    budget: 80_000,
    region: REGION.wuhou,
    deadlineDays: 10,
    deliveryDays: 35,
    description: '两个校区96间教室，寒假期间安装，数据需在校园大屏与家长端小程序展示。',
    publishedHoursAgo: 46,
    quotes: 3,
  },
  {
    buyer: 0,
    title: '连锁门店智能照明改造',
    category: '智能照明',
    items: [
      ['智能筒灯', '蓝牙Mesh 7W 开孔75mm 可调色温', 600, '只', 68],
      ['Zigbee 智能灯带控制器', '12V/24V 单色', 60, '个'],
      ['无线场景开关', '三键 免布线', 60, '个'],
      ['多模网关', 'Zigbee + 蓝牙Mesh', 30, '台'],
    ],
    region: REGION.jingan,
    deadlineDays: 3,
    deliveryDays: 20,
    description: '上海30家门店照明统一改造，营业时段定时场景，需支持总部远程批量管理。',
    publishedHoursAgo: 100,
    quotes: 2,
  },
  {
    buyer: 1,
    title: '长租公寓智能门锁批量采购',
    category: '智能门锁',
    items: [
      ['全自动指纹锁', 'C级锁芯 支持临时密码 联网款', 300, '把', 899],
      ['门锁专用锂电池', '5000mAh', 300, '块'],
    ],
    budget: 300_000,
    region: REGION.longhua,
    deadlineDays: 2,
    deliveryDays: 21,
    description: '龙华区两栋长租公寓300套房源，需对接公寓管理系统下发临时密码，报价请含上门安装。',
    publishedHoursAgo: 60,
    quotes: 4,
  },
  {
    buyer: 2,
    title: '社区独居老人燃气与烟雾报警',
    category: '报警器',
    items: [
      ['烟雾报警器', '光电式 国标认证 NB-IoT', 500, '只', 85],
      ['燃气报警器', '甲烷 联动关阀', 500, '只', 150],
      ['燃气管道电磁阀', 'DN15', 500, '个'],
    ],
    region: REGION.jianghan,
    deadlineDays: 18,
    deliveryDays: 50,
    description: '街道为500户独居老人免费安装，告警需推送至社区网格员，需提供三年平台服务。',
    publishedHoursAgo: 14,
    quotes: 1,
  },
  {
    buyer: 5,
    title: '展厅智能中控与会议系统',
    category: '会议与照明控制',
    items: [
      ['10英寸智能家庭中控屏', '壁挂 POE供电', 6, '台', 1600],
      ['智能窗帘电机', '锂电款', 12, '套'],
      ['智能音箱', '带屏 远场语音', 4, '台'],
      ['场景面板', '86型 六键 可自定义', 10, '个'],
    ],
    region: REGION.yuzhong,
    deadlineDays: 9,
    deliveryDays: 30,
    description: '校史展厅与两间会议室的灯光、窗帘、投影一键场景，需现场勘测后出具施工方案。',
    publishedHoursAgo: 26,
    quotes: 2,
  },
  {
    buyer: 5,
    title: '高校物联网实验室开发板采购',
    category: '开发板与模组',
    items: [
      ['ESP32 开发板', 'ESP32-S3 N16R8', 200, '块', 45],
      ['nRF52840 开发板', '含调试器', 100, '块'],
      ['LoRa 通信模组', 'SX1262 470MHz', 100, '个', 38],
      ['传感器扩展套件', '37种传感器 含教程', 100, '套'],
    ],
    budget: 52_000,
    region: REGION.beilin,
    deadlineDays: 28,
    deliveryDays: 70,
    description: '新建物联网实验室50个工位，需提供配套实验指导书与教师培训一次。',
    publishedHoursAgo: 120,
    quotes: 3,
  },
  {
    buyer: 3,
    title: '冷链仓库温湿度监测',
    category: '温湿度传感器',
    items: [
      ['温湿度传感器 Pro', '-40–60℃ ±0.2℃ 低温电池', 150, '个', 129],
      ['4G 网关', '支持断网缓存', 6, '台'],
      ['声光报警器', '12V', 6, '个'],
    ],
    region: REGION.dongli,
    deadlineDays: 1,
    deliveryDays: 15,
    description: '6个冷库的温湿度实时监测，超限短信告警，数据保存满足GSP要求。',
    publishedHoursAgo: 90,
    quotes: 2,
  },
  {
    buyer: 1,
    title: '物业园区视频监控补点',
    category: '智能摄像头',
    items: [
      ['户外枪机摄像头', '4MP PoE 红外50米', 40, '台', 420],
      ['4G 太阳能监控摄像头', '无网区域 含支架', 10, '台'],
      ['PoE 交换机', '8口 千兆', 6, '台'],
    ],
    region: REGION.siming,
    deadlineDays: 14,
    deliveryDays: 40,
    description: '园区周界与停车场盲区补点，接入现有海康NVR，要求支持ONVIF。',
    publishedHoursAgo: 2,
    quotes: 3,
  },
];

/** The demo buyer's own demands: one to compare and settle, a draft, a closed one and an expired one. */
const DEMO_SCENES: TScene[] = [
  {
    buyer: 'demo',
    title: '办公室智能化改造：网关与传感器',
    category: '网关与中枢',
    items: [
      ['多模网关', 'Zigbee 3.0 + 蓝牙Mesh', 2, '台', 299],
      ['门窗传感器', 'Zigbee 3.0', 10, '个'],
      ['人体传感器', 'PIR 170°广角', 12, '个', 79],
    ],
    budget: 3000,
    region: REGION.pudong,
    deadlineDays: 6,
    deliveryDays: 30,
    description: '张江办公室三间会议室与走廊的无人关灯、门窗提醒，需兼容米家。',
    publishedHoursAgo: 18,
    quotes: 3,
  },
  {
    buyer: 'demo',
    title: '仓库智能照明改造',
    category: '智能照明',
    items: [
      ['智能吸顶灯', '36W 全光谱', 20, '只', 199],
      ['零火版智能开关', '86型 双键', 6, '个'],
    ],
    region: REGION.pudong,
    deadlineDays: 20,
    deliveryDays: 45,
    description: '草稿：面积与灯位待确认后发布。',
    publishedHoursAgo: 2,
    quotes: 0,
    end: 'draft',
  },
  {
    buyer: 'demo',
    title: '会议室空气质量检测仪',
    category: '环境监测',
    items: [['空气质量检测仪', 'CO₂/PM2.5/TVOC', 4, '台', 399]],
    region: REGION.pudong,
    deadlineDays: 10,
    deliveryDays: 30,
    description: '已改为随新风系统一并采购，本需求关闭。',
    publishedHoursAgo: 72,
    quotes: 1,
    end: 'closed',
  },
  {
    buyer: 'demo',
    title: '门店客流统计摄像头',
    category: '智能摄像头',
    items: [
      ['客流统计摄像头', '双目 吸顶 准确率≥95%', 6, '台', 890],
      ['PoE 交换机', '8口 百兆', 2, '台'],
    ],
    region: REGION.pudong,
    deadlineDays: 0,
    deliveryDays: 20,
    description: '两家门店入口客流统计，报价已截止，待比价。',
    publishedHoursAgo: 240,
    quotes: 2,
    end: 'expired',
  },
];

/** The procurement demo's scenes: the market's and the demo buyer's. */
export const PROCUREMENT_SCENES = { market: MARKET, demo: DEMO_SCENES };

/**
 * Who may quote a seeded demand: every present demo seller, except that the first (seller01, the
 * workbench login the hint names) sits out every other company demand of the categories it sells, so
 * its 需求大厅 and the 工作台's 可报价需求 show demands still waiting for its quote.
 */
function quotersOf(scene: TScene, present: readonly string[]): readonly string[] {
  const [first] = present;
  const itsOwn = MARKET.filter((m) => first !== undefined && sellersOfCategory(m.category).has(first));
  const isSittingOut = itsOwn.indexOf(scene) % 2 === 0;
  return isSittingOut ? present.slice(1) : present;
}

/**
 * The procurement demo: the market's open demands of six companies (each quoted by 1–4 demo sellers)
 * and the demo buyer's own (one 报价中 with three quotes to compare and settle, a 草稿, a 已关闭 and
 * a 已截止). Demands and quotes go through the procurement service (`seedDemand`, which is `addDemand`
 * without the publishing throttle; `submitQuote`, `closeDemand`) at moments of the past, so the market
 * reads like one that has been running; only the expired one's deadline is moved back by hand, as
 * nothing else can make a deadline pass. Every
 * seeded open demand has a demo seller's quote, so the automatic answer (auto-quote.ts) leaves them
 * as they are. Needs the demo buyer, the demo sellers and the catalogue's categories; runs once: the
 * first instance to claim the counter key seeds, any other (or a later start) answers false, so a
 * database seeded by an earlier build gets it at its next start.
 */
export async function seedProcurement(
  deps: TDeps,
  who: { buyer: string; sellers: readonly string[] },
  now = Date.now(),
): Promise<boolean> {
  const { db } = deps;
  const demoBuyer = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'phone'])
    .where('username', '=', who.buyer)
    .executeTakeFirst();
  if (!demoBuyer) return false;
  const sellers = await db
    .selectFrom('sellers')
    .select(['id', 'username'])
    .where('username', 'in', [...who.sellers])
    .execute();
  const sellerId = new Map(sellers.map((s) => [s.username, Number(s.id)]));
  const present = who.sellers.filter((u) => sellerId.has(u));
  const categories = await db.selectFrom('sys_categories').select(['id', 'name']).orderBy('id').execute();
  if (present.length === 0 || categories.length === 0) return false;
  return seedOnce(db, PROCUREMENT_CLAIM, async () => {
    await db
      .insertInto('users')
      .values(
        PROCUREMENT_BUYERS.map((b) => ({
          username: b.username,
          // No password can match: these companies cannot log in.
          password_hash: '!',
          phone: b.phone,
          nickname: b.nickname,
          icon: '',
          province: '',
          city: '',
          area: '',
          created_at: now - 200 * DAY,
          updated_at: now - 200 * DAY,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    const buyers = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where(
        'username',
        'in',
        PROCUREMENT_BUYERS.map((b) => b.username),
      )
      .execute();
    const buyerId = new Map(buyers.map((b) => [b.username, Number(b.id)]));
    const categoryId = new Map<string, number>();
    for (const c of categories) if (!categoryId.has(c.name)) categoryId.set(c.name, Number(c.id));

    // Oldest first, so ids grow with the publishing time.
    const scenes = [...MARKET, ...DEMO_SCENES].sort((a, b) => b.publishedHoursAgo - a.publishedHoursAgo);
    for (const scene of scenes) {
      const company = scene.buyer === 'demo' ? undefined : PROCUREMENT_BUYERS[scene.buyer];
      const userId = company ? buyerId.get(company.username) : Number(demoBuyer.id);
      if (userId === undefined) continue;
      const publishedAt = now - scene.publishedHoursAgo * HOUR;
      const [province, city, area] = scene.region;
      const input: TDemandInput = {
        title: scene.title,
        categoryId: categoryId.get(scene.category),
        items: scene.items.map(([name, spec, quantity, unit, targetPrice]) => ({
          name,
          spec,
          quantity,
          unit,
          ...(targetPrice === undefined ? {} : { targetPrice }),
        })),
        ...(scene.budget === undefined ? {} : { budget: scene.budget }),
        province,
        city,
        area,
        deliveryDate: chinaDate(now, scene.deliveryDays),
        quoteDeadline: chinaDate(now, scene.deadlineDays),
        contactName: company ? company.contact : '王小明',
        contactPhone: company ? company.phone : demoBuyer.phone,
        description: scene.description,
        draft: scene.end === 'draft',
      };
      const { id } = await seedDemand(deps, userId, ZDemandInput.parse(input), publishedAt);
      if (scene.quotes > 0) {
        const items = await db
          .selectFrom('procurement_items')
          .select(['id', 'name', 'quantity', 'target_price_fen'])
          .where('demand_id', '=', id)
          .orderBy('sort')
          .execute();
        const demand = {
          id,
          categoryName: scene.category,
          quoteDeadline: input.quoteDeadline,
          items: items.map((i) => ({
            id: Number(i.id),
            name: i.name,
            quantity: i.quantity,
            targetPriceFen: i.target_price_fen === null ? null : Number(i.target_price_fen),
          })),
        };
        const references = await referencePrices(db, demand.items);
        const chosen = sellersForDemand(id, scene.category, quotersOf(scene, present), scene.quotes);
        // The quotes come in over the hours after publishing (at most 12 hours apart, never in the future).
        const step = Math.min(12 * HOUR, (now - publishedAt) / (chosen.length + 1));
        for (const [k, seller] of chosen.entries()) {
          const at = Math.round(publishedAt + (k + 1) * step);
          const quote = ZQuoteInput.parse(demoQuote(demand, seller, references, at));
          await submitQuote(deps, sellerId.get(seller) as number, quote, at);
        }
      }
      if (scene.end === 'closed') {
        await closeDemand(db, userId, id, now - HOUR);
      } else if (scene.end === 'expired') {
        // 已截止 is an open demand past the end of its quote-deadline day: the demand was published
        // with today as its deadline (the earliest the rules allow) and quoted; its deadline is moved
        // two days back here, as only time passing could do it otherwise.
        const past = chinaDate(now, -2);
        await db
          .updateTable('procurement_demands')
          .set({ quote_deadline: past, quote_deadline_at: chinaDayEnd(past) })
          .where('id', '=', id)
          .execute();
      }
    }
  });
}
