import { AI_RECHARGE_MAX_YUAN, AI_RECHARGE_MIN_YUAN, PASSWORD_MIN } from '@mall/contract';
import { IOT_PROTOCOLS, PRIVACY_POLICY_VERSION } from '@mall/contract/wire';
import { COMPANY_NAME, HOTLINE, SERVICE_HOURS, SITE_TITLE } from '../../config/site';
import { PROTOCOL_NOTES } from './iot-protocols';

/** One piece of an article body; the guide page renders each kind with its own markup. */
export type TGuideBlock =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'steps'; items: { title: string; text: string }[] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'tip'; text: string };

export interface TGuideArticle {
  title: string;
  /** One line under the title and in search-like overviews. */
  summary: string;
  blocks: TGuideBlock[];
  /** In-site shortcuts shown under the article ("去注册" → /register). */
  actions?: { label: string; to: string }[];
}

export type TGuideIcon = 'shopping' | 'delivery' | 'payment' | 'service' | 'about' | 'iot';

export interface TGuideSection {
  title: string;
  icon: TGuideIcon;
  articles: TGuideArticle[];
}

/**
 * The help center. The first five sections and the first three articles of each keep the order of the
 * footer's guide columns (`GUIDE_SECTIONS` in config/site.ts), so `/guide?index=&active=` from the footer
 * opens the article it names; a unit test holds the two together. Later articles and sections are extra.
 */
export const GUIDE_CONTENT: TGuideSection[] = [
  {
    title: '购物指南',
    icon: 'shopping',
    articles: [
      {
        title: '注册新用户',
        summary: '用手机号注册账号，并了解登录、退出与账户安全。',
        blocks: [
          { kind: 'p', text: `欢迎来到${SITE_TITLE}！注册账号后即可加入购物车、下单支付、管理收货地址和申请售后。` },
          { kind: 'h', text: '注册步骤' },
          {
            kind: 'steps',
            items: [
              { title: '打开注册页', text: '点击页面左上角的「免费注册」，进入注册页面。' },
              {
                title: '填写账号信息',
                text: `用户名为 3-20 位字母、数字、汉字或下划线，且不能是纯数字；密码至少 ${PASSWORD_MIN} 位，建议字母与数字组合。`,
              },
              {
                title: '验证手机号',
                text: '输入常用手机号，点击「获取验证码」。验证码 5 分钟内有效，同一手机号 60 秒内只能获取一次。',
              },
              { title: '完成注册', text: '勾选并同意用户协议，点击「立即注册」，注册成功后将自动登录。' },
            ],
          },
          { kind: 'h', text: '登录与退出' },
          {
            kind: 'list',
            items: [
              '点击页面左上角的「登录」，输入用户名和密码即可登录；在密码框中按回车键也可直接登录。',
              '浏览需要登录的页面（如购物车、我的订单）时，系统会先引导您登录，登录后自动回到原页面。',
              '在「我的账户」下拉菜单中选择「退出登录」即可安全退出，公共电脑上使用后请务必退出。',
            ],
          },
          {
            kind: 'tip',
            text: '修改密码后，所有设备上的登录状态都会失效，需要用新密码重新登录，这是为了保护您的账户安全。',
          },
        ],
        actions: [
          { label: '立即注册', to: '/register' },
          { label: '去登录', to: '/login' },
          { label: '用户协议', to: '/guide?index=0&active=4' },
        ],
      },
      {
        title: '购物流程',
        summary: '从挑选商品到确认收货，五步完成一次购物。',
        blocks: [
          {
            kind: 'steps',
            items: [
              {
                title: '挑选商品',
                text: '通过首页分类、搜索框或精选市场找到商品；在列表页可按通信协议、生态平台、供电方式等条件筛选。',
              },
              {
                title: '选择规格',
                text: '在商品详情页选择颜色、版本等规格和购买数量，页面会实时显示该规格的价格与库存。',
              },
              {
                title: '加入购物车或立即购买',
                text: '可先加入购物车与其他商品一起结算，也可点击「立即购买」直接下单。',
              },
              {
                title: '确认订单并支付',
                text: '选择收货地址、填写备注后提交订单，使用 AI币或在线支付完成付款。不同店铺的商品会拆分为多个订单分别发货。',
              },
              {
                title: '收货与评价',
                text: '商品签收无误后，在「我的订单」中点击「确认收货」，之后可在「待评价」中发表评价、晒图分享。',
              },
            ],
          },
          { kind: 'h', text: '订单状态说明' },
          {
            kind: 'table',
            head: ['状态', '含义', '您可以'],
            rows: [
              ['待付款', '订单已提交，尚未付款', '付款或取消订单；超过 15 分钟未付款将自动取消'],
              ['待发货', '已付款，商家正在备货', '申请仅退款；提醒商家尽快发货'],
              ['待收货', '商家已发货，商品运输中', '查看物流；签收后确认收货'],
              ['已完成', '您已确认收货', '发表评价；申请退货退款或换货'],
              ['已取消', '订单已取消或超时未付款', '重新购买'],
              ['已关闭', '订单已全额退款', '查看退款记录'],
            ],
          },
        ],
        actions: [{ label: '开始逛逛', to: '/product' }],
      },
      {
        title: '常见问题',
        summary: '下单、支付、发货和账户相关的高频问题。',
        blocks: [
          { kind: 'h', text: '提交订单后可以修改收货地址吗？' },
          {
            kind: 'p',
            text: '待付款的订单可以取消后重新下单并选择新地址；已付款的订单请尽快联系店铺客服，在商家发货前协助修改。',
          },
          { kind: 'h', text: '为什么一次下单生成了多个订单？' },
          {
            kind: 'p',
            text: '购物车中的商品来自不同店铺时，系统会按店铺拆分订单，每个店铺单独发货、单独售后，付款可以一次完成。',
          },
          { kind: 'h', text: '商品显示「需网关」是什么意思？' },
          {
            kind: 'p',
            text: '这类设备使用 Zigbee、蓝牙 Mesh 等低功耗协议，需要搭配对应的网关（中枢）才能联网和远程控制。购买前请确认家中已有兼容网关，详见「物联网选购指南」。',
          },
          { kind: 'h', text: '忘记密码怎么办？' },
          { kind: 'p', text: '在登录窗口点击「忘记密码」，通过注册手机号接收验证码即可重设密码。' },
          { kind: 'h', text: '订单一直显示待发货？' },
          {
            kind: 'p',
            text: '现货商品一般在付款后 48 小时内发货，预售或定制商品以详情页说明为准。超时未发货可联系店铺客服或拨打平台客服热线。',
          },
        ],
      },
      {
        title: '找回密码',
        summary: '通过注册手机号验证身份，重新设置登录密码。',
        blocks: [
          {
            kind: 'steps',
            items: [
              { title: '进入找回密码页', text: '在登录窗口或登录页点击「忘记密码」。' },
              { title: '验证手机号', text: '输入注册时绑定的手机号并获取短信验证码，验证码 5 分钟内有效。' },
              {
                title: '设置新密码',
                text: `输入至少 ${PASSWORD_MIN} 位的新密码并再次确认，新密码不能与账号信息过于相似。`,
              },
              { title: '重新登录', text: '密码重设成功后，旧密码立即失效，请使用新密码登录。' },
            ],
          },
          {
            kind: 'tip',
            text: `如果手机号已停用无法接收验证码，请拨打客服热线 ${HOTLINE}，客服核实身份后将协助您处理。`,
          },
        ],
        actions: [{ label: '找回密码', to: '/findPwd' }],
      },
      {
        title: '用户协议',
        summary: `使用${SITE_TITLE}服务前，请阅读并同意以下主要条款。`,
        blocks: [
          {
            kind: 'p',
            text: `本协议是您与${COMPANY_NAME}（以下简称「我们」）之间关于使用${SITE_TITLE}服务的约定。注册即表示您已阅读并同意本协议。`,
          },
          { kind: 'h', text: '账号使用' },
          {
            kind: 'list',
            items: [
              '您应使用本人真实有效的手机号注册，并妥善保管账号和密码；通过您的账号进行的操作视为您本人的行为。',
              '账号仅限本人使用，不得出借、转让或出售；发现账号被盗用时请立即修改密码并联系客服。',
              '不得利用账号从事刷单、恶意下单占用库存、发布违法违规信息等行为，否则我们有权限制或终止服务。',
            ],
          },
          { kind: 'h', text: '交易规则' },
          {
            kind: 'list',
            items: [
              '商品由入驻店铺销售并提供售后，价格、库存以提交订单时页面显示为准。',
              '订单提交后 15 分钟内未付款将自动取消；AI币与在线支付的退款均原路退回。',
              '售后按照「退换货政策」执行，买卖双方发生争议时，平台依据订单记录进行调解。',
            ],
          },
          { kind: 'h', text: '其他' },
          {
            kind: 'list',
            items: [
              '我们依法保护您的个人信息，具体见「隐私政策」。',
              '协议更新时将在本页公布，继续使用服务即视为接受更新后的协议。',
            ],
          },
        ],
        actions: [{ label: '隐私政策', to: '/guide?index=4&active=3' }],
      },
    ],
  },
  {
    title: '配送方式',
    icon: 'delivery',
    articles: [
      {
        title: '配送范围',
        summary: '全国大陆地区均可配送，部分偏远地区时效稍长。',
        blocks: [
          {
            kind: 'p',
            text: `${SITE_TITLE}的商品由各店铺从就近仓库发出，支持配送至中国大陆所有省、自治区和直辖市（港澳台地区暂不支持）。`,
          },
          {
            kind: 'table',
            head: ['区域', '覆盖范围', '说明'],
            rows: [
              ['一类地区', '江浙沪、京津冀、珠三角及各省会城市', '绝大部分商品次日或隔日送达'],
              ['二类地区', '其他地级市及县城', '正常配送，一般 2-4 天送达'],
              ['偏远地区', '新疆、西藏、青海、内蒙古部分区县及海岛', '可配送，时效 5-10 天，部分大件商品需另行确认'],
            ],
          },
          {
            kind: 'tip',
            text: '下单时请在「收货地址」中准确选择省、市、区并填写详细街道门牌，以免影响配送。',
          },
        ],
      },
      {
        title: '配送时效',
        summary: '现货商品付款后 48 小时内发货，签收时效因地区而异。',
        blocks: [
          {
            kind: 'list',
            items: [
              '现货商品：付款后 48 小时内发货（节假日顺延）。',
              '预售、定制或需要烧录配置的商品：以商品详情页标注的发货时间为准。',
              '企业采购订单：按照双方确认的报价单约定交期发货。',
            ],
          },
          {
            kind: 'p',
            text: '商家发货后，订单状态变为「待收货」，您可以在订单详情中查看快递公司和运单号，并跟踪物流进度。',
          },
          { kind: 'tip', text: '遇到大促、恶劣天气等特殊情况，配送可能出现延误，敬请谅解。' },
        ],
      },
      {
        title: '运费说明',
        summary: '绝大多数商品包邮，偏远地区与大件商品以结算页为准。',
        blocks: [
          {
            kind: 'table',
            head: ['情形', '运费'],
            rows: [
              ['普通商品，配送至一、二类地区', '包邮'],
              ['配送至偏远地区', '以结算页显示为准'],
              ['大件商品（如智能晾衣机、整套门禁设备）', '以商品详情页及结算页显示为准'],
              ['七天无理由退货', '退回运费由买家承担'],
              ['商品质量问题退换货', '来回运费由商家承担'],
            ],
          },
          { kind: 'p', text: '订单实际运费以提交订单时结算页显示的金额为准，下单后不会额外收取。' },
        ],
      },
      {
        title: '签收与验货',
        summary: '签收前请当面检查外包装，发现问题及时拒收或拍照留证。',
        blocks: [
          {
            kind: 'steps',
            items: [
              { title: '检查外包装', text: '确认包裹无破损、无明显挤压和二次封箱痕迹。' },
              { title: '核对商品', text: '开箱核对商品型号、规格、数量及配件是否与订单一致。' },
              { title: '通电测试', text: '智能设备建议在 48 小时内完成通电和配网测试，发现故障可直接申请售后。' },
            ],
          },
          {
            kind: 'tip',
            text: '如外包装严重破损，可当场拒收；已签收的，请保留包装并拍照，尽快联系店铺客服处理。',
          },
        ],
      },
    ],
  },
  {
    title: '支付方式',
    icon: 'payment',
    articles: [
      {
        title: 'AI币支付',
        summary: 'AI币是商城的储值余额，1 AI币 = ¥1，可直接抵扣订单金额。',
        blocks: [
          {
            kind: 'p',
            text: `AI币是${SITE_TITLE}的账户储值，1 AI币等值于人民币 1 元，可用于支付商城内任意订单，支付时即时扣减，无需跳转。`,
          },
          { kind: 'h', text: '如何获得 AI币' },
          {
            kind: 'list',
            items: [
              `在「我的AI币」页面点击「充值」，单次可充值 ${AI_RECHARGE_MIN_YUAN}-${AI_RECHARGE_MAX_YUAN} 元，通过在线支付完成后即时到账。`,
              '使用 AI币支付的订单发生退款时，退款金额原路退回您的 AI币余额。',
            ],
          },
          { kind: 'h', text: '使用规则' },
          {
            kind: 'list',
            items: [
              '余额不足以支付订单时，请先充值或改用在线支付。',
              'AI币余额、每一笔充值、消费和退款记录都可以在「我的AI币」中查询。',
              'AI币不可转让、不可提现，请根据需要充值。',
            ],
          },
          { kind: 'tip', text: '为了您的资金安全，请勿将账号借给他人使用；如发现余额异常，请立即修改密码并联系客服。' },
        ],
        actions: [
          { label: '我的AI币', to: '/user/aicoin' },
          { label: '立即充值', to: '/user/aicoin/buy' },
        ],
      },
      {
        title: '在线支付',
        summary: '提交订单后跳转收银台完成付款，订单需在 15 分钟内支付。',
        blocks: [
          {
            kind: 'steps',
            items: [
              { title: '提交订单', text: '确认商品、地址和金额后点击「提交订单」。' },
              { title: '选择支付方式', text: '在支付页选择「在线支付」，页面将跳转到收银台。' },
              { title: '完成付款', text: '在收银台确认付款，支付成功后订单状态自动变为「待发货」。' },
            ],
          },
          {
            kind: 'list',
            items: [
              '订单提交后请在 15 分钟内完成支付，超时订单将自动取消，已锁定的库存同步释放。',
              '为保证每位买家都能买到，同一规格每人待付款的件数不超过商品的限购数（商品页选择数量时会提示）。',
              '重复点击付款不会重复扣款，每笔订单只会扣款一次。',
              '付款后如订单仍显示「待付款」，请稍候刷新，支付结果通知可能有短暂延迟。',
            ],
          },
        ],
      },
      {
        title: '发票说明',
        summary: '支持电子普通发票和增值税专用发票，由销售商品的店铺开具。',
        blocks: [
          {
            kind: 'table',
            head: ['发票类型', '适用对象', '开具方式'],
            rows: [
              ['电子普通发票', '个人或企业', '确认收货后联系店铺客服申请，发送至您的邮箱'],
              [
                '增值税专用发票',
                '一般纳税人企业',
                '提供开票资料（名称、税号、地址电话、开户行及账号）后开具，纸质发票邮寄',
              ],
            ],
          },
          {
            kind: 'list',
            items: [
              '发票金额为您实际支付的金额，使用优惠券抵扣的部分不开具发票。',
              '发生退货退款时，需退回已开具的纸质发票或由店铺冲红电子发票。',
              '企业采购订单可在报价确认时与商家约定开票信息。',
            ],
          },
        ],
      },
    ],
  },
  {
    title: '售后服务',
    icon: 'service',
    articles: [
      {
        title: '退换货政策',
        summary: '支持 7 天无理由退货，质量问题 15 天内可退换。',
        blocks: [
          {
            kind: 'table',
            head: ['情形', '时限', '售后方式', '运费'],
            rows: [
              ['七天无理由', '签收后 7 天内', '退货退款', '买家承担'],
              ['商品质量问题', '签收后 15 天内', '退货退款或换货', '商家承担'],
              ['发错货、少件', '签收后 7 天内', '换货或补发', '商家承担'],
              ['商家未发货', '付款后至发货前', '仅退款', '无'],
            ],
          },
          { kind: 'h', text: '以下情况不支持七天无理由退货' },
          {
            kind: 'list',
            items: [
              '已激活绑定且无法解绑的设备（如已写入密钥的智能门锁）、定制或烧录了专属固件的模组。',
              '已拆封的耗材类商品（如滤芯、电池），或商品、配件、包装明显缺失损坏。',
              '商品详情页明确标注不支持无理由退货的商品。',
            ],
          },
          { kind: 'tip', text: '申请退货前请先在设备 App 中解除绑定并恢复出厂设置，以免影响退款审核。' },
        ],
      },
      {
        title: '退款说明',
        summary: '退款原路返回，AI币支付退回余额，在线支付退回原支付账户。',
        blocks: [
          {
            kind: 'table',
            head: ['支付方式', '退款去向', '到账时间'],
            rows: [
              ['AI币', 'AI币余额', '退款完成后即时到账'],
              ['在线支付', '原支付账户', '1-7 个工作日，以支付渠道为准'],
            ],
          },
          {
            kind: 'list',
            items: [
              '仅退款：商家未发货或未收到货时适用，商家审核通过后直接退款。',
              '退货退款：您寄回商品、商家确认收货后退款。',
              '退款金额不会超过您实际支付的金额；订单全部退款后，订单状态变为「已关闭」。',
              '退回的商品会重新入库，退款完成后不可撤销。',
            ],
          },
        ],
      },
      {
        title: '售后流程',
        summary: '在订单详情中申请售后，按状态提示一步步完成。',
        blocks: [
          {
            kind: 'steps',
            items: [
              {
                title: '提交申请',
                text: '在「我的订单」中找到商品，点击「申请售后」，选择仅退款、退货退款或换货，填写原因并上传照片。',
              },
              { title: '待审核', text: '商家一般在 48 小时内审核；审核期间您可以随时取消申请。' },
              { title: '待寄回', text: '审核通过后，请按页面地址寄回商品，并填写退货物流公司和运单号。' },
              { title: '待商家收货', text: '商家收到退货并检查无误后，办理退款或寄出换货商品。' },
              { title: '已完成', text: '退款已原路退回，或换货商品已发出，可在售后详情中查看换货物流。' },
            ],
          },
          {
            kind: 'table',
            head: ['售后状态', '说明'],
            rows: [
              ['待审核', '申请已提交，等待商家审核'],
              ['待寄回', '商家已同意，等待您寄回商品并填写运单号'],
              ['待商家收货', '您已寄出，等待商家收货'],
              ['已完成', '已退款，或换货商品已寄出'],
              ['已取消', '您已撤销申请，可以重新申请'],
              ['已拒绝', '商家未同意，可查看原因或联系平台客服介入'],
            ],
          },
          { kind: 'tip', text: `对商家处理结果有异议时，可拨打平台客服热线 ${HOTLINE}（${SERVICE_HOURS}）申请介入。` },
        ],
      },
      {
        title: '换货说明',
        summary: '质量问题、发错货可申请换货，商家收到退货后寄出新品。',
        blocks: [
          {
            kind: 'list',
            items: [
              '换货仅限同款同规格商品；需要更换规格或型号时，请申请退货退款后重新购买。',
              '商家收到您寄回的商品并确认后，会寄出新品并填写换货物流单号，您可在售后详情中查看。',
              '因质量问题换货的来回运费由商家承担，请保留寄件凭证。',
            ],
          },
        ],
      },
    ],
  },
  {
    title: '关于我们',
    icon: 'about',
    articles: [
      {
        title: '公司简介',
        summary: `${SITE_TITLE}由${COMPANY_NAME}运营，专注智能家居与物联网硬件。`,
        blocks: [
          {
            kind: 'p',
            text: `${SITE_TITLE}是${COMPANY_NAME}旗下的智能家居与物联网硬件在线商城，汇集智能门锁、安防摄像、照明电工、环境传感、网关模组等品类，为家庭用户和企业客户提供正品、可靠、易安装的物联网产品。`,
          },
          {
            kind: 'p',
            text: '我们与众多品牌方和方案商合作，商品支持按通信协议、生态平台、供电方式和认证筛选，帮助您买到真正能互联互通的设备；企业采购、方案馆和产业联盟为行业客户提供从选型到交付的一站式服务。',
          },
          {
            kind: 'list',
            items: ['正品保障：品牌直供，假一赔十', '专业选型：协议、生态一目了然', '安心售后：七天无理由退换货'],
          },
        ],
        actions: [
          { label: '了解产业联盟', to: '/bcca' },
          { label: '隐私政策', to: '/guide?index=4&active=3' },
        ],
      },
      {
        title: '联系我们',
        summary: `客服热线 ${HOTLINE}，${SERVICE_HOURS}。`,
        blocks: [
          {
            kind: 'table',
            head: ['渠道', '方式', '服务时间'],
            rows: [
              ['客服热线', HOTLINE, SERVICE_HOURS],
              ['店铺客服', '商品详情页或订单详情中联系店铺', '以店铺公布时间为准'],
              ['意见反馈', '页面右侧悬浮栏「反馈」', '全天受理，1 个工作日内回复'],
            ],
          },
          { kind: 'p', text: `公司名称：${COMPANY_NAME}` },
        ],
      },
      {
        title: '商务合作',
        summary: '品牌入驻、企业采购与解决方案合作，欢迎洽谈。',
        blocks: [
          {
            kind: 'list',
            items: [
              '品牌与店铺入驻：通过商家平台提交资质，审核通过后即可开店经营。',
              '企业采购：在「企业采购」发布采购需求，多家商家报价，您择优下单。',
              '方案合作：在方案馆上传智能家居、智慧园区等解决方案，与需求方对接。',
              `媒体与市场合作：请拨打 ${HOTLINE}，说明合作意向，我们将安排专人对接。`,
            ],
          },
        ],
        actions: [
          { label: '企业采购', to: '/procurement' },
          { label: '产业联盟', to: '/bcca' },
        ],
      },
      {
        title: '隐私政策',
        summary: '我们收集哪些信息、如何使用和保护，以及您享有的权利。',
        blocks: [
          {
            kind: 'p',
            text: `版本：${PRIVACY_POLICY_VERSION}。注册时您同意的政策版本及同意时间会被记录；政策更新后，新注册须同意新版本。`,
          },
          { kind: 'h', text: '我们收集的信息' },
          {
            kind: 'list',
            items: [
              '注册与登录：用户名、手机号和经加密存储的密码。',
              '交易与配送：收货人、联系电话、收货地址、订单与支付记录。',
              '您主动提供的内容：头像、昵称、评价、晒图、采购需求和方案文件。',
            ],
          },
          { kind: 'h', text: '我们如何使用' },
          {
            kind: 'list',
            items: [
              '完成下单、支付、发货和售后：收货信息仅提供给为您发货的店铺和承运快递公司。',
              '保障账户安全：识别异常登录、发送验证码、处理找回密码。',
              '我们不会出售您的个人信息，也不会在未经您同意的情况下用于营销推送。',
            ],
          },
          { kind: 'h', text: '您的权利' },
          {
            kind: 'list',
            items: [
              '您可以在「个人信息」「收货地址」中随时查看、更正或删除您的资料。',
              `如需注销账号或导出个人信息，请拨打客服热线 ${HOTLINE}，我们将在 15 个工作日内处理。`,
            ],
          },
          { kind: 'tip', text: '登录凭证仅保存在您的浏览器中，修改密码或退出登录后立即失效。' },
        ],
      },
    ],
  },
  {
    title: '物联网选购指南',
    icon: 'iot',
    articles: [
      {
        title: '通信协议怎么选',
        summary: 'Wi-Fi、Zigbee 3.0、BLE Mesh、Matter、Thread 等协议的区别与适用场景。',
        blocks: [
          {
            kind: 'p',
            text: '通信协议决定了设备如何联网、是否需要网关、耗电多少以及能与哪些设备联动。选购前先看商品标注的协议，再对照下表选择。',
          },
          {
            kind: 'table',
            head: ['协议', '是否需要网关', '功耗', '适合的设备'],
            rows: IOT_PROTOCOLS.map((p) => [
              p,
              PROTOCOL_NOTES[p].hub,
              PROTOCOL_NOTES[p].power,
              PROTOCOL_NOTES[p].devices,
            ]),
          },
          {
            kind: 'tip',
            text: '家里设备较多时，建议以一个稳定的网关为中心，低功耗传感器选 Zigbee 或 Thread，插电设备选 Wi-Fi，整体更稳定。',
          },
        ],
        actions: [{ label: '浏览网关', to: '/product?queryName=网关' }],
      },
      {
        title: '网关与中枢',
        summary: '哪些设备需要网关，一个网关能连多少设备，如何选择。',
        blocks: [
          {
            kind: 'p',
            text: '网关（也叫中枢、多模网关）负责把 Zigbee、蓝牙 Mesh、Thread 等低功耗设备接入家庭网络，并在断网时继续执行本地自动化。商品卡片上标注「需网关」的设备必须搭配网关使用。',
          },
          { kind: 'h', text: '选购要点' },
          {
            kind: 'list',
            items: [
              '协议匹配：网关需要支持设备所用的协议，多模网关可同时接入 Zigbee 与蓝牙 Mesh。',
              '生态一致：网关与设备最好属于同一生态（如都支持米家），才能在同一个 App 中管理。',
              '连接数量：Zigbee 网关通常可直连 32-128 个子设备，插电的 Zigbee 设备还能充当中继扩大覆盖。',
              '本地联动：支持本地自动化的网关，在外网中断时灯光、安防联动仍能正常工作。',
              '安装位置：放在房屋中央、远离金属遮挡和微波炉，有线连接路由器更稳定。',
            ],
          },
        ],
        actions: [{ label: '选购网关', to: '/product?queryName=网关' }],
      },
      {
        title: '生态平台与兼容性',
        summary: '米家、HomeKit、涂鸦、天猫精灵、小度与 Matter，买之前先确认生态。',
        blocks: [
          {
            kind: 'p',
            text: '生态平台决定了您用哪个 App 或音箱来控制设备。同一生态内的设备可以直接联动，跨生态通常需要 Matter 或平台间的技能对接。',
          },
          {
            kind: 'table',
            head: ['生态', '控制入口', '特点'],
            rows: [
              ['米家', '米家 App、小爱同学', '品类最全，性价比高，Zigbee 与蓝牙 Mesh 设备丰富'],
              ['HomeKit', 'iPhone「家庭」App、Siri', '隐私与本地控制出色，需要 HomePod 或 Apple TV 作为中枢'],
              ['涂鸦', '涂鸦智能 / 智能生活 App', '品牌众多，支持众多厂商的白牌设备'],
              ['天猫精灵', '天猫精灵 App 与音箱', '语音控制方便，适合搭配天猫精灵音箱使用'],
              ['小度', '小度 App 与智能屏', '带屏音箱可视化控制，适合家庭与长辈使用'],
              ['Matter', '任一支持 Matter 的平台', '跨生态标准，一台设备可同时接入多个平台'],
            ],
          },
          { kind: 'tip', text: '商品列表可按「生态平台」筛选，只显示与您家中现有生态兼容的设备。' },
        ],
      },
      {
        title: '供电与安装',
        summary: '220V、电池、USB、PoE 四种供电方式的安装要求。',
        blocks: [
          {
            kind: 'table',
            head: ['供电方式', '常见设备', '安装提示'],
            rows: [
              [
                '220V',
                '智能开关、插座、窗帘电机、空调伴侣',
                '涉及强电接线，请断电后由专业电工安装；单火开关注意选择单火版',
              ],
              ['电池', '门窗传感器、门锁、温湿度计', '免布线即贴即用，电池寿命一般 1-2 年，低电量会在 App 中提醒'],
              ['USB', '小型网关、摄像头、氛围灯', '使用原装或 5V/2A 以上电源适配器，避免供电不足掉线'],
              ['PoE', '网络摄像头、门禁面板、吸顶 AP', '需要 PoE 交换机或供电器，一根网线同时传输数据与供电'],
            ],
          },
        ],
      },
      {
        title: '认证与安全',
        summary: '认准 CCC、SRRC、进网许可，保护家庭隐私和用电安全。',
        blocks: [
          {
            kind: 'list',
            items: [
              'CCC（中国强制性产品认证）：插座、开关、电源等电气产品必须具备。',
              'SRRC（无线电型号核准）：含 Wi-Fi、蓝牙、Zigbee 等无线功能的设备在国内销售需取得。',
              '进网许可：插 SIM 卡联网的 4G 设备需取得电信设备进网许可。',
            ],
          },
          { kind: 'h', text: '隐私与安全建议' },
          {
            kind: 'list',
            items: [
              '设备初次使用时修改默认密码，并及时升级固件。',
              '摄像头、门锁等敏感设备优先选择支持本地存储和端到端加密的型号。',
              '为智能设备单独设置访客网络，与电脑、手机所在网络隔离更安全。',
            ],
          },
        ],
      },
    ],
  },
];

export interface TGuideLocation {
  index: number;
  active: number;
  section: TGuideSection;
  article: TGuideArticle;
}

function toIndex(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return -1;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : -1;
}

/**
 * Which article `/guide?index=&active=` opens. A missing or unknown section opens the first article of
 * the guide; a known section with a missing or unknown article opens that section's first article.
 */
export function resolveGuide(
  index: string | number | null | undefined,
  active: string | number | null | undefined,
  content: readonly TGuideSection[] = GUIDE_CONTENT,
): TGuideLocation {
  let i = toIndex(index);
  if (i < 0 || i >= content.length) i = 0;
  const section = content[i];
  let a = i === toIndex(index) ? toIndex(active) : 0;
  if (a < 0 || a >= section.articles.length) a = 0;
  return { index: i, active: a, section, article: section.articles[a] };
}

export function guidePath(index: number, active: number): string {
  return `/guide?index=${index}&active=${active}`;
}

/** The article before and after, across sections, for the 上一篇 / 下一篇 links. */
export function neighbours(
  index: number,
  active: number,
  content: readonly TGuideSection[] = GUIDE_CONTENT,
): {
  prev: { index: number; active: number; title: string } | null;
  next: { index: number; active: number; title: string } | null;
} {
  const flat = content.flatMap((s, i) => s.articles.map((a, j) => ({ index: i, active: j, title: a.title })));
  const at = flat.findIndex((f) => f.index === index && f.active === active);
  return { prev: at > 0 ? flat[at - 1] : null, next: at >= 0 && at < flat.length - 1 ? flat[at + 1] : null };
}
