import type { TIotCertification, TIotEcosystem, TIotPower, TIotProtocol } from '@mall/contract';
import type { TArtKind } from './product-art.js';

/**
 * The demo catalogue as data: 12 top-level categories with their children, and for each child a few
 * product lines. The seed turns every line into one product per listed seller (brand), with
 * standards from the spec dimensions, generated images and a rich description.
 */
export interface TProductLine {
  /** Title without the brand. */
  title: string;
  subtitle: string;
  /** Base price in yuan (the cheapest standard). */
  price: number;
  protocols: TIotProtocol[];
  ecosystems: TIotEcosystem[];
  hub: boolean;
  power: TIotPower[];
  certs: TIotCertification[];
  /** Spec dimensions: name → values; each later value costs a little more. */
  specs: Record<string, string[]>;
  /** Selling points for the description. */
  points: string[];
}

export interface TChildCategory {
  name: string;
  lines: TProductLine[];
}

export interface TTopCategory {
  name: string;
  icon: string;
  art: TArtKind;
  /** Seller usernames that sell this category (each line is sold by each of them). */
  sellers: string[];
  children: TChildCategory[];
}

const WIFI_ECO: TIotEcosystem[] = ['米家', '天猫精灵', '小度'];
const ZIGBEE_ECO: TIotEcosystem[] = ['米家', 'HomeKit', '涂鸦'];
const MATTER_ECO: TIotEcosystem[] = ['Matter', 'HomeKit', '米家'];

function line(
  title: string,
  subtitle: string,
  price: number,
  iot: Pick<TProductLine, 'protocols' | 'ecosystems' | 'hub' | 'power' | 'certs'>,
  specs: Record<string, string[]>,
  points: string[],
): TProductLine {
  return { title, subtitle, price, ...iot, specs, points };
}

const zigbee = (power: TIotPower[] = ['电池']) => ({
  protocols: ['Zigbee 3.0'] as TIotProtocol[],
  ecosystems: ZIGBEE_ECO,
  hub: true,
  power,
  certs: ['CCC', 'SRRC'] as TIotCertification[],
});
const wifi = (power: TIotPower[] = ['220V']) => ({
  protocols: ['Wi-Fi'] as TIotProtocol[],
  ecosystems: WIFI_ECO,
  hub: false,
  power,
  certs: ['CCC', 'SRRC'] as TIotCertification[],
});
const matter = (power: TIotPower[] = ['220V']) => ({
  protocols: ['Matter', 'Thread'] as TIotProtocol[],
  ecosystems: MATTER_ECO,
  hub: true,
  power,
  certs: ['CCC', 'SRRC'] as TIotCertification[],
});
const ble = (power: TIotPower[] = ['220V']) => ({
  protocols: ['BLE Mesh'] as TIotProtocol[],
  ecosystems: ['米家', '天猫精灵'] as TIotEcosystem[],
  hub: true,
  power,
  certs: ['CCC', 'SRRC'] as TIotCertification[],
});
const cellular = (power: TIotPower[] = ['220V']) => ({
  protocols: ['4G Cat.1'] as TIotProtocol[],
  ecosystems: ['涂鸦'] as TIotEcosystem[],
  hub: false,
  power,
  certs: ['CCC', 'SRRC', '进网许可'] as TIotCertification[],
});
const lora = (power: TIotPower[] = ['电池']) => ({
  protocols: ['LoRa'] as TIotProtocol[],
  ecosystems: [] as TIotEcosystem[],
  hub: true,
  power,
  certs: ['SRRC'] as TIotCertification[],
});

const COLOR = { 颜色: ['白色', '深空灰'] };
const COLOR3 = { 颜色: ['白色', '黑色', '香槟金'] };

export const CATALOGUE: TTopCategory[] = [
  {
    name: '智能照明',
    icon: 'BulbOutlined',
    art: 'lighting',
    sellers: ['seller01', 'seller08'],
    children: [
      {
        name: '智能灯泡',
        lines: [
          line(
            'Wi-Fi 智能LED灯泡 E27 9W',
            '1600万色 · 语音调光 · 免网关',
            39.9,
            wifi(),
            { 规格: ['单只装', '三只装'] },
            ['1600 万色与 2700K–6500K 色温任意调节', '断电记忆，开灯恢复上次状态', '支持定时、倒计时与日出唤醒'],
          ),
          line(
            'Zigbee 3.0 智能灯泡 E14 5W',
            '低功耗组网 · 灯组同步',
            49,
            zigbee(['220V']),
            { 规格: ['单只装', '四只装'] },
            ['Zigbee 3.0 组网，百灯同步不掉线', '色温 2700K–6500K 无极调节', '需配合 Zigbee 网关使用'],
          ),
          line('Matter 全彩智能灯泡 GU10', '跨生态互通 · 本地控制', 69, matter(), { 规格: ['单只装', '双只装'] }, [
            'Matter over Thread，一次配网多平台可用',
            '本地执行自动化，断网照常工作',
            'Ra90 高显色',
          ]),
        ],
      },
      {
        name: '智能灯带',
        lines: [
          line('幻彩智能灯带 RGBIC', '分段流光 · 音乐律动', 129, wifi(['USB']), { 长度: ['2米', '5米', '10米'] }, [
            'RGBIC 分段控制，一条灯带多种颜色',
            '内置麦克风，随音乐律动',
            '3M 背胶，可裁剪',
          ]),
          line('Zigbee 智能灯带控制器套装', '全屋灯带统一管理', 159, zigbee(['220V']), { 长度: ['3米', '5米'] }, [
            '兼容 12V/24V 灯带',
            '支持场景联动与渐变',
            '需配合 Zigbee 网关使用',
          ]),
        ],
      },
      {
        name: '吸顶灯与面板灯',
        lines: [
          line('智能全光谱吸顶灯 36W', '护眼无频闪 · 小爱/天猫精灵语音', 399, wifi(), { 尺寸: ['450mm', '600mm'] }, [
            '全光谱 Ra97，还原自然光',
            'DC 调光无频闪',
            '支持语音与 App 控制',
          ]),
          line('蓝牙Mesh 智能筒灯 7W', '开孔 75mm · 组网联动', 59, ble(), { 色温: ['可调色温', '可调色温+调光'] }, [
            'BLE Mesh 组网',
            '防眩光深杯设计',
            '可与开关、传感器联动',
          ]),
        ],
      },
    ],
  },
  {
    name: '智能安防',
    icon: 'SafetyCertificateOutlined',
    art: 'security',
    sellers: ['seller04', 'seller02'],
    children: [
      {
        name: '智能摄像头',
        lines: [
          line(
            '云台智能摄像头 2K',
            '360°全景 · 人形侦测 · 双向通话',
            199,
            wifi(['USB']),
            { 存储: ['无存储卡', '含32G卡', '含64G卡'] },
            ['2K 超清与红外夜视', 'AI 人形侦测与轨迹跟随', '本地存储与云存储可选'],
          ),
          line(
            '户外枪机摄像头 4MP PoE',
            'IP66 防水 · 全彩夜视',
            459,
            { protocols: ['Wi-Fi'], ecosystems: ['涂鸦'], hub: false, power: ['PoE'], certs: ['CCC', 'SRRC'] },
            { 镜头: ['4mm', '6mm'] },
            ['PoE 一线供电与传输', 'IP66 防尘防水', '双光源全彩夜视'],
          ),
          line(
            '4G 太阳能监控摄像头',
            '无需布线 · 无网可用',
            699,
            cellular(['电池']),
            { 套装: ['标准版', '双电池版'] },
            ['太阳能板+大容量电池', '4G Cat.1 全网通', '适用于果园、工地、鱼塘'],
          ),
        ],
      },
      {
        name: '报警器',
        lines: [
          line('Zigbee 烟雾报警器', '国标认证 · 手机推送', 129, zigbee(), { 规格: ['单只装', '两只装'] }, [
            '光电式烟雾探测',
            '85dB 现场报警并推送手机',
            '电池续航 3 年',
          ]),
          line('智能燃气报警器', '甲烷泄漏检测 · 联动关阀', 169, wifi(), { 规格: ['标准版', '带机械手'] }, [
            '半导体传感器，灵敏可靠',
            '可联动机械手自动关阀',
            '自检与寿命提醒',
          ]),
        ],
      },
      {
        name: '可视门铃',
        lines: [
          line('可视门铃 Pro 1080P', '人脸识别 · 电池款免布线', 329, wifi(['电池']), COLOR, [
            '1080P 广角画面',
            '人体侦测与逗留告警',
            '室内机与手机同时响铃',
          ]),
          line('猫眼可视门铃', '替换猫眼 · 超广角', 459, wifi(['电池']), { 颜色: ['黑色', '银色'] }, [
            '免打孔直接替换猫眼',
            '160° 超广角',
            '4.5 英寸室内屏',
          ]),
        ],
      },
    ],
  },
  {
    name: '智能门锁',
    icon: 'LockOutlined',
    art: 'lock',
    sellers: ['seller04'],
    children: [
      {
        name: '指纹锁',
        lines: [
          line('全自动指纹锁 S1', '半导体指纹 · 七种开锁方式', 1299, wifi(['电池']), COLOR3, [
            'C 级锁芯',
            '半导体活体指纹识别',
            '临时密码与远程授权',
          ]),
          // Apple 家庭 only (HomeKit over 蓝牙, no hub): 不兼容 for a 米家 home (DESIGN.md §H).
          line(
            '推拉式智能锁 P2',
            '一握即开 · 霸王锁体',
            1599,
            { protocols: ['BLE Mesh'], ecosystems: ['HomeKit'], hub: false, power: ['电池'], certs: ['CCC', 'SRRC'] },
            { 颜色: ['黑色', '青铜色'] },
            ['推拉一体设计', 'Apple 家庭钥匙，蓝牙直连 iPhone', '低电量多重提醒'],
          ),
        ],
      },
      {
        name: '人脸识别锁',
        lines: [
          line('3D 结构光人脸识别锁 F3', '靠近即开 · 猫眼大屏', 2499, wifi(['电池']), { 颜色: ['曜石黑', '月光银'] }, [
            '3D 结构光人脸识别',
            '内置猫眼与 4.5 英寸屏',
            '锂电池 8000mAh',
          ]),
          line(
            'Matter 智能门锁 M1',
            '跨生态 · 本地联动',
            1899,
            { ...matter(['电池']), certs: ['CCC', 'SRRC'] },
            { 颜色: ['黑色', '银色'] },
            ['Matter over Thread', 'Apple 家庭钥匙', '回家场景联动灯光'],
          ),
        ],
      },
      {
        name: '智能锁配件',
        lines: [
          line(
            '门锁专用锂电池 5000mAh',
            '可充电 · 兼容多款门锁',
            99,
            { protocols: [], ecosystems: [], hub: false, power: ['USB'], certs: ['CCC'] },
            { 规格: ['单块', '两块'] },
            ['Type-C 快充', '-20°C 低温可用', '过充过放保护'],
          ),
          line('门锁 Zigbee 通信模块', '接入智能家居网关', 129, zigbee(), { 版本: ['标准版'] }, [
            '为门锁加装 Zigbee 通信',
            '开门状态实时上报',
            '需配合 Zigbee 网关',
          ]),
        ],
      },
    ],
  },
  {
    name: '传感器',
    icon: 'RadarChartOutlined',
    art: 'sensor',
    sellers: ['seller02', 'seller03'],
    children: [
      {
        name: '门窗传感器',
        lines: [
          line('Zigbee 门窗传感器', '开合即知 · 超小体积', 49, zigbee(), { 规格: ['单只装', '三只装'] }, [
            '干簧管检测开合',
            'CR1632 电池续航 2 年',
            '触发灯光与报警联动',
          ]),
          line(
            'Thread 门窗传感器',
            'Matter 认证 · 低延迟',
            79,
            { ...matter(['电池']) },
            { 规格: ['单只装', '两只装'] },
            ['Matter over Thread', '毫秒级响应', '开关门提醒'],
          ),
        ],
      },
      {
        name: '人体传感器',
        lines: [
          line(
            '人体存在传感器 毫米波',
            '静坐也能感知 · 无需移动',
            199,
            zigbee(['220V']),
            { 版本: ['吸顶款', '壁挂款'] },
            ['24GHz 毫米波雷达', '可识别静坐与睡眠', '有人开灯无人关灯'],
          ),
          line('人体运动传感器 PIR', '170° 广角 · 光照检测', 59, zigbee(), { 规格: ['单只装', '两只装'] }, [
            'PIR 热释电检测',
            '内置光照传感器',
            '夜间起夜自动亮灯',
          ]),
        ],
      },
      {
        name: '温湿度传感器',
        lines: [
          line(
            '温湿度传感器 墨水屏',
            '精准测量 · 超长续航',
            39,
            { ...ble(['电池']), hub: false },
            { 规格: ['单只装', '三只装'] },
            ['瑞士温湿度芯片', '墨水屏 180° 可视', '纽扣电池续航 1 年'],
          ),
          line('Zigbee 温湿度传感器 Pro', '联动空调加湿器', 69, zigbee(), { 规格: ['单只装', '两只装'] }, [
            '±0.2°C 测温精度',
            '数据曲线记录',
            '需配合 Zigbee 网关',
          ]),
        ],
      },
      {
        // Its own kind (as on Tmall and JD), not a 温湿度传感器; last, so every product keeps its number.
        name: '水浸传感器',
        lines: [
          line('水浸传感器', '漏水即报 · IP67', 59, zigbee(), { 规格: ['单只装', '两只装'] }, [
            '底部探针检测积水',
            '联动关闭水阀',
            'IP67 防水',
          ]),
        ],
      },
    ],
  },
  {
    name: '网关与中枢',
    icon: 'ClusterOutlined',
    art: 'gateway',
    sellers: ['seller02', 'seller03'],
    children: [
      {
        name: '多模网关',
        lines: [
          line(
            'Zigbee 3.0 智能网关 Pro',
            '多模中枢 · 本地自动化',
            299,
            {
              protocols: ['Zigbee 3.0', 'BLE Mesh', 'Wi-Fi'],
              ecosystems: ['米家', 'HomeKit', '涂鸦'],
              hub: false,
              power: ['220V'],
              certs: ['CCC', 'SRRC'],
            },
            { 版本: ['标准版', '带以太网口版'] },
            ['Zigbee 3.0 + 蓝牙 Mesh + Wi-Fi 三模', '可接入 128 个子设备', '断网时本地自动化照常执行'],
          ),
          line(
            'Matter 边界路由网关',
            'Thread 边界路由 · 跨平台',
            399,
            {
              protocols: ['Matter', 'Thread', 'Wi-Fi'],
              ecosystems: ['Matter', 'HomeKit', '米家'],
              hub: false,
              power: ['220V'],
              certs: ['CCC', 'SRRC'],
            },
            { 版本: ['标准版', '带Zigbee版'] },
            ['Thread 边界路由器', 'Matter 控制器', '多平台同时接入'],
          ),
          line(
            '蓝牙Mesh 网关 Mini',
            '插电即用 · 小巧隐形',
            99,
            {
              protocols: ['BLE Mesh', 'Wi-Fi'],
              ecosystems: ['米家', '天猫精灵'],
              hub: false,
              power: ['USB'],
              certs: ['CCC', 'SRRC'],
            },
            { 版本: ['标准版'] },
            ['支持 50 个蓝牙子设备', 'USB 供电', '信号中继'],
          ),
        ],
      },
      {
        name: '智能家居中控屏',
        lines: [
          line(
            '86型 智能中控屏 4英寸',
            '替换开关面板 · 全屋控制',
            699,
            {
              protocols: ['Zigbee 3.0', 'Wi-Fi', 'BLE Mesh'],
              ecosystems: ['米家', '涂鸦'],
              hub: false,
              power: ['220V'],
              certs: ['CCC', 'SRRC'],
            },
            { 颜色: ['白色', '深空灰'] },
            ['内置多模网关', '3 路零火开关', '场景一键执行'],
          ),
          line(
            '10英寸 智能家庭中控屏',
            '壁挂/桌面 · 可视对讲',
            1999,
            {
              protocols: ['Wi-Fi', 'Zigbee 3.0', 'Thread'],
              ecosystems: ['Matter', '米家', 'HomeKit'],
              hub: false,
              power: ['220V', 'PoE'],
              certs: ['CCC', 'SRRC'],
            },
            { 安装: ['壁挂款', '桌面款'] },
            ['10 英寸全面屏', '能耗统计与安防看板', 'PoE 一线供电'],
          ),
        ],
      },
    ],
  },
  {
    name: '智能开关插座',
    icon: 'ApiOutlined',
    art: 'switch',
    sellers: ['seller01', 'seller03'],
    children: [
      {
        name: '智能开关',
        lines: [
          line('零火版智能开关 86型', '单火/零火可选 · 语音控制', 89, wifi(), { 键数: ['单键', '双键', '三键'] }, [
            '零火线供电，信号稳定',
            '保留实体按键',
            '支持语音与远程控制',
          ]),
          line('Zigbee 单火智能开关', '免改线 · 老房适用', 99, zigbee(['220V']), { 键数: ['单键', '双键', '三键'] }, [
            '单火线取电，无需零线',
            '不闪灯不鬼火',
            '需配合 Zigbee 网关',
          ]),
          line('无线场景开关', '随贴随用 · 一键场景', 69, zigbee(), { 键数: ['单键', '双键'] }, [
            '免布线，可随意粘贴',
            '单击/双击/长按三种动作',
            '纽扣电池续航 2 年',
          ]),
        ],
      },
      {
        name: '智能插座',
        lines: [
          line('Wi-Fi 智能插座 16A', '电量统计 · 空调专用', 59, wifi(), { 规格: ['10A', '16A'] }, [
            '实时功率与电量统计',
            '过载保护',
            '定时与倒计时',
          ]),
          line(
            'Matter 智能插座 Mini',
            '跨生态 · 本地控制',
            79,
            {
              protocols: ['Matter', 'Wi-Fi'],
              ecosystems: ['Matter', 'HomeKit', '米家'],
              hub: false,
              power: ['220V'],
              certs: ['CCC', 'SRRC'],
            },
            { 规格: ['单只装', '两只装'] },
            ['Matter over Wi-Fi', '苹果/小米/谷歌多平台', '小巧不挡邻孔'],
          ),
        ],
      },
      {
        name: '智能窗帘电机',
        lines: [
          line(
            '智能窗帘电机 静音款',
            '超静音 · 手拉启动',
            499,
            wifi(),
            { 轨道: ['直轨 2米', '直轨 3米', '直轨 4米'] },
            ['35dB 超静音', '手拉即可自动开合', '日出自动开帘'],
          ),
          line(
            'Zigbee 锂电窗帘电机',
            '免布线 · 太阳能补电',
            699,
            zigbee(['电池']),
            { 轨道: ['直轨 3米', '直轨 4米'] },
            ['锂电池供电，免布线', '可选太阳能板补电', '需配合 Zigbee 网关'],
          ),
        ],
      },
    ],
  },
  {
    name: '智能家电',
    icon: 'HomeOutlined',
    art: 'appliance',
    sellers: ['seller03', 'seller07'],
    children: [
      {
        name: '扫地机器人',
        lines: [
          line('激光导航扫拖机器人 X10', '自动集尘 · 热水洗拖布', 2999, wifi(), { 版本: ['标准版', '全能基站版'] }, [
            'LDS 激光导航',
            '6000Pa 大吸力',
            '自动集尘与洗拖布',
          ]),
          line('扫拖一体机器人 S5', '视觉避障 · 超薄机身', 1499, wifi(), COLOR, [
            'AI 视觉避障',
            '8cm 超薄',
            'App 分区清扫',
          ]),
        ],
      },
      {
        name: '空气净化器',
        lines: [
          line('智能空气净化器 4 Pro', 'CADR 500 · 除醛', 1299, wifi(), { 滤芯: ['标准滤芯', '除醛滤芯'] }, [
            'CADR 500m³/h',
            '激光 PM2.5 传感器',
            '睡眠模式 32dB',
          ]),
          line('桌面空气净化器 Mini', '小空间净化 · USB 供电', 299, wifi(['USB']), COLOR, [
            '适用 10–20㎡',
            '负离子',
            'USB-C 供电',
          ]),
        ],
      },
      {
        name: '智能厨电',
        lines: [
          line('智能电饭煲 4L', 'IH 加热 · App 菜谱', 499, wifi(), { 容量: ['3L', '4L'] }, [
            'IH 电磁加热',
            '预约与远程启动',
            '上百种云菜谱',
          ]),
          line('智能烤箱 32L', '精准控温 · 远程预热', 899, wifi(), { 颜色: ['白色', '黑色'] }, [
            '上下管独立控温',
            'App 远程预热',
            '内置温度探针',
          ]),
        ],
      },
    ],
  },
  {
    name: '环境监测',
    icon: 'CloudOutlined',
    art: 'environment',
    sellers: ['seller07', 'seller02'],
    children: [
      {
        name: '空气质量检测仪',
        lines: [
          line('六合一空气检测仪', 'PM2.5/CO₂/甲醛/TVOC', 499, wifi(['USB']), { 版本: ['标准版', '带电池版'] }, [
            '六项指标同时监测',
            '激光 PM2.5 与 NDIR CO₂',
            '数据曲线与超标提醒',
          ]),
          line('CO₂ 二氧化碳检测仪', 'NDIR 传感器 · 联动新风', 299, zigbee(['USB']), { 版本: ['标准版'] }, [
            'NDIR 红外 CO₂ 传感器',
            '超标自动联动新风',
            '彩色屏幕',
          ]),
        ],
      },
      {
        name: '甲醛检测仪',
        lines: [
          line('电化学甲醛检测仪', '新房检测 · 高精度', 399, wifi(['电池']), COLOR, [
            '进口电化学传感器',
            '0.01mg/m³ 分辨率',
            '长期监测与报警',
          ]),
          line(
            '便携式甲醛检测笔',
            '随身携带 · 即开即测',
            129,
            { protocols: ['BLE Mesh'], ecosystems: ['米家'], hub: false, power: ['电池'], certs: ['CCC'] },
            COLOR,
            ['笔形设计随身带', '蓝牙同步数据', '一键检测'],
          ),
        ],
      },
      {
        name: '户外气象站',
        lines: [
          line('LoRa 户外气象站', '风速风向雨量 · 远距离传输', 1899, lora(['电池']), { 版本: ['五要素', '七要素'] }, [
            'LoRa 远距离传输 3km',
            '太阳能供电',
            '风速、风向、雨量、温湿度',
          ]),
          line('4G 环境监测终端', '扬尘噪声 · 政府对接', 3299, cellular(), { 版本: ['扬尘版', '扬尘+噪声版'] }, [
            '4G Cat.1 实时上报',
            '符合扬尘监测规范',
            '平台对接接口',
          ]),
        ],
      },
    ],
  },
  {
    name: '智能音箱与屏',
    icon: 'SoundOutlined',
    art: 'speaker',
    sellers: ['seller08', 'seller01'],
    children: [
      {
        name: '智能音箱',
        lines: [
          line(
            '智能音箱 Play',
            '语音助手 · 蓝牙网关',
            169,
            {
              protocols: ['Wi-Fi', 'BLE Mesh'],
              ecosystems: ['小度', '天猫精灵'],
              hub: false,
              power: ['220V'],
              certs: ['CCC', 'SRRC'],
            },
            { 颜色: ['白色', '灰色'] },
            ['远场语音识别', '内置蓝牙 Mesh 网关', '海量有声内容'],
          ),
          line(
            'Hi-Fi 智能音箱 Pro',
            '360° 环绕声 · 多房间播放',
            899,
            {
              protocols: ['Wi-Fi', 'Matter'],
              ecosystems: ['Matter', 'HomeKit', '小度'],
              hub: false,
              power: ['220V'],
              certs: ['CCC', 'SRRC'],
            },
            { 颜色: ['黑色', '白色'] },
            ['360° 声场', '多房间同步播放', 'Matter 控制器'],
          ),
        ],
      },
      {
        name: '智能屏',
        lines: [
          line(
            '智能屏 8英寸',
            '视频通话 · 家居控制',
            599,
            {
              protocols: ['Wi-Fi', 'Zigbee 3.0'],
              ecosystems: ['小度', '涂鸦'],
              hub: false,
              power: ['220V'],
              certs: ['CCC', 'SRRC'],
            },
            COLOR,
            ['8 英寸高清屏', '内置 Zigbee 网关', '隐私摄像头开关'],
          ),
          line('儿童学习智能屏', '护眼 · 内容分级', 799, wifi(), { 存储: ['32G', '64G'] }, [
            '防蓝光护眼屏',
            '家长管控',
            '学习内容分级',
          ]),
        ],
      },
    ],
  },
  {
    name: '开发板与模组',
    icon: 'CodeOutlined',
    art: 'devboard',
    sellers: ['seller05'],
    children: [
      {
        name: '开发板',
        lines: [
          line(
            'ESP32-S3 开发板',
            '双核 240MHz · Wi-Fi+BLE',
            59,
            { protocols: ['Wi-Fi', 'BLE Mesh'], ecosystems: [], hub: false, power: ['USB'], certs: ['SRRC'] },
            { 版本: ['N8R2', 'N16R8'] },
            ['Xtensa 双核 240MHz', '支持 AI 加速指令', 'USB-OTG'],
          ),
          line(
            'Thread/Zigbee 开发板 nRF52840',
            '多协议 · 低功耗',
            129,
            {
              protocols: ['Thread', 'Zigbee 3.0', 'BLE Mesh', 'Matter'],
              ecosystems: [],
              hub: false,
              power: ['USB', '电池'],
              certs: ['SRRC'],
            },
            { 版本: ['标准版', '带外壳版'] },
            ['Cortex-M4F 64MHz', 'Thread/Zigbee/BLE 多协议', '适合 Matter 开发'],
          ),
          line('LoRa 开发套件 SX1262', '远距离 · 低功耗', 199, lora(['USB']), { 频段: ['470MHz', '868MHz'] }, [
            'SX1262 射频芯片',
            '通信距离可达 5km',
            '配套 LoRaWAN 例程',
          ]),
        ],
      },
      {
        name: '通信模组',
        lines: [
          line(
            'Wi-Fi 6 通信模组',
            '邮票孔封装 · 低功耗',
            19.9,
            { protocols: ['Wi-Fi'], ecosystems: ['涂鸦'], hub: false, power: ['USB'], certs: ['SRRC'] },
            { 封装: ['PCB天线', '外置天线'] },
            ['Wi-Fi 6 与 BLE 5.0', '支持 OTA', '量产烧录服务'],
          ),
          line(
            'Zigbee 3.0 模组',
            'EFR32 · 高灵敏度',
            15.8,
            { protocols: ['Zigbee 3.0'], ecosystems: [], hub: true, power: ['USB'], certs: ['SRRC'] },
            { 封装: ['PCB天线', 'IPEX接口'] },
            ['Zigbee 3.0 认证协议栈', '-102dBm 接收灵敏度', 'AT 指令透传'],
          ),
          line(
            '4G Cat.1 通信模组',
            '全网通 · 高性价比',
            45,
            { ...cellular(['USB']), ecosystems: [] },
            { 版本: ['标准版', '带GNSS'] },
            ['LTE Cat.1 全网通', '内置 TCP/MQTT 协议栈', '适合共享设备与表计'],
          ),
          line(
            'Matter over Thread 模组',
            '预置 Matter 固件',
            29.9,
            { protocols: ['Matter', 'Thread', 'BLE Mesh'], ecosystems: [], hub: true, power: ['USB'], certs: ['SRRC'] },
            { 封装: ['PCB天线', '外置天线'] },
            ['预置 Matter 认证固件', 'Thread 1.3', '快速产品化'],
          ),
        ],
      },
      {
        name: '传感器模块',
        lines: [
          line(
            '温湿度传感器模块 SHT40',
            'I²C 接口 · 高精度',
            12.5,
            { protocols: [], ecosystems: [], hub: false, power: ['USB'], certs: [] },
            { 规格: ['单个', '五个装'] },
            ['±0.2°C 精度', 'I²C 接口', '3.3V/5V 兼容'],
          ),
          line(
            '毫米波雷达模块 24GHz',
            '人体存在检测',
            39,
            { protocols: [], ecosystems: [], hub: false, power: ['USB'], certs: ['SRRC'] },
            { 规格: ['单个', '三个装'] },
            ['检测静止人体', 'UART 输出', '可配置距离门'],
          ),
        ],
      },
    ],
  },
  {
    name: '工业物联网',
    icon: 'ControlOutlined',
    art: 'industrial',
    sellers: ['seller05', 'seller06'],
    children: [
      {
        name: '工业网关',
        lines: [
          line(
            '边缘计算网关 EG200',
            'Modbus/OPC UA · 4G',
            1899,
            {
              protocols: ['4G Cat.1', 'Wi-Fi'],
              ecosystems: [],
              hub: false,
              power: ['220V', 'PoE'],
              certs: ['CCC', 'SRRC', '进网许可'],
            },
            { 版本: ['标准版', '带LoRa版'] },
            ['Modbus RTU/TCP 与 OPC UA', '边缘规则引擎', '4G 与有线双链路'],
          ),
          line(
            'LoRaWAN 网关 8通道',
            '室外 IP67 · 覆盖 10km',
            2599,
            { ...lora(['PoE', '220V']), hub: false },
            { 频段: ['CN470', 'EU868'] },
            ['8 通道同时接收', 'IP67 室外机箱', '内置 LoRaWAN 网络服务器'],
          ),
        ],
      },
      {
        name: '数据采集终端',
        lines: [
          line(
            'DTU 数据传输终端 4G',
            'RS485 透传 · 导轨安装',
            399,
            cellular(['220V']),
            { 接口: ['RS485', 'RS232+RS485'] },
            ['4G Cat.1 透传', '断线自动重连', 'DIN 导轨安装'],
          ),
          line('LoRa 无线采集器', '电池供电 · 5 年续航', 299, lora(), { 接口: ['4–20mA', 'RS485'] }, [
            '支持 4–20mA 与 RS485 传感器',
            '电池续航 5 年',
            'IP67 防护',
          ]),
        ],
      },
      {
        name: '智能电表与计量',
        lines: [
          line(
            '导轨式智能电表 单相',
            '远程抄表 · 通断控制',
            259,
            {
              protocols: ['4G Cat.1', 'LoRa'],
              ecosystems: [],
              hub: false,
              power: ['220V'],
              certs: ['CCC', '进网许可'],
            },
            { 通信: ['4G版', 'LoRa版'] },
            ['0.5S 级计量精度', '远程拉合闸', '预付费管理'],
          ),
          line('NB/4G 智能水表 DN20', '远程抄表 · 阀控', 329, cellular(['电池']), { 口径: ['DN15', 'DN20'] }, [
            '无磁计量',
            '6 年电池寿命',
            '漏水异常告警',
          ]),
        ],
      },
    ],
  },
  {
    name: '智慧楼宇',
    icon: 'BankOutlined',
    art: 'building',
    sellers: ['seller06'],
    children: [
      {
        name: '门禁与考勤',
        lines: [
          line(
            '人脸识别门禁一体机',
            '测温 · 刷卡 · 二维码',
            1599,
            { protocols: ['Wi-Fi'], ecosystems: [], hub: false, power: ['PoE', '220V'], certs: ['CCC', 'SRRC'] },
            { 版本: ['标准版', '测温版'] },
            ['0.2 秒识别', '万人人脸库', '对接考勤系统'],
          ),
          line(
            '智能梯控终端',
            '刷脸乘梯 · 楼层权限',
            2299,
            {
              protocols: ['Wi-Fi', '4G Cat.1'],
              ecosystems: [],
              hub: false,
              power: ['220V'],
              certs: ['CCC', 'SRRC', '进网许可'],
            },
            { 楼层: ['16层', '32层'] },
            ['楼层权限管理', '访客二维码乘梯', '断网本地识别'],
          ),
        ],
      },
      {
        name: '能耗管理',
        lines: [
          line(
            '楼宇能耗监测网关',
            '多回路 · 分项计量',
            2999,
            {
              protocols: ['4G Cat.1', 'LoRa'],
              ecosystems: [],
              hub: false,
              power: ['220V'],
              certs: ['CCC', '进网许可'],
            },
            { 回路: ['12回路', '24回路'] },
            ['照明、空调、动力分项计量', '能耗报表与告警', '支持 BACnet'],
          ),
          line(
            '智能空调控制器',
            '远程集控 · 节能策略',
            399,
            { protocols: ['LoRa', 'Wi-Fi'], ecosystems: [], hub: true, power: ['220V'], certs: ['CCC', 'SRRC'] },
            { 版本: ['红外版', '线控版'] },
            ['兼容主流空调', '按时段温度限制', '集中管控平台'],
          ),
        ],
      },
      {
        name: '会议与照明控制',
        lines: [
          line(
            '会议室智能面板',
            '一键场景 · 预约联动',
            1299,
            {
              protocols: ['Zigbee 3.0', 'Wi-Fi'],
              ecosystems: ['涂鸦'],
              hub: false,
              power: ['PoE'],
              certs: ['CCC', 'SRRC'],
            },
            { 尺寸: ['7英寸', '10英寸'] },
            ['会议预约与门口显示', '灯光窗帘投影一键联动', 'PoE 供电'],
          ),
          line(
            'DALI 照明控制器',
            '商业照明 · 分组调光',
            899,
            { protocols: ['BLE Mesh'], ecosystems: [], hub: true, power: ['220V'], certs: ['CCC'] },
            { 路数: ['64地址', '128地址'] },
            ['DALI-2 协议', '分组与场景调光', '与人体传感器联动'],
          ),
        ],
      },
    ],
  },
];

/** Brand name of each demo seller (a product's title starts with it). */
export const SELLER_BRANDS: Record<string, string> = {
  seller01: '极光',
  seller02: '云栖',
  seller03: '绿动',
  seller04: '安居',
  seller05: '芯联',
  seller06: '楼智',
  seller07: '清新',
  seller08: '声悦',
};

/** Shop facts of each demo seller: region (china-area-data codes), slogan, tags. */
export const SHOP_FACTS: Record<string, { province: string; city: string; slogan: string; tags: string[] }> = {
  seller01: {
    province: '440000',
    city: '440300',
    slogan: '点亮每一个智能空间',
    tags: ['品牌直营', '7天无理由', '顺丰包邮'],
  },
  seller02: { province: '330000', city: '330100', slogan: '连接万物，从一个网关开始', tags: ['官方授权', '极速发货'] },
  seller03: { province: '440000', city: '440300', slogan: '全屋智能生态伙伴', tags: ['生态旗舰', '以旧换新'] },
  seller04: { province: '310000', city: '310100', slogan: '守护家的每一道门', tags: ['安装上门', '一年换新'] },
  seller05: {
    province: '440000',
    city: '440300',
    slogan: '模组工厂直供，研发量产一站式',
    tags: ['工厂直营', '支持批量', '开发票'],
  },
  seller06: { province: '110000', city: '110100', slogan: '智慧楼宇整体解决方案', tags: ['项目报价', '工程服务'] },
  seller07: { province: '320000', city: '320500', slogan: '看得见的好空气', tags: ['检测精准', '30天价保'] },
  seller08: { province: '330000', city: '330100', slogan: '听见智能生活', tags: ['品牌直营', '顺丰包邮'] },
};
