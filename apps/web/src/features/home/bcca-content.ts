/** Static content of the alliance page (/bcca, spec §2 Bcca). */

export const ALLIANCE_NAME = '智联物联网产业联盟';
export const ALLIANCE_SHORT = 'BCCA';

export const ALLIANCE_MISSION = `${ALLIANCE_NAME}由智联商城联合智能家居品牌、模组厂商与解决方案商共同发起。联盟以开放标准为基础，打通设备、平台与服务，降低消费者的选购门槛，也让成员企业把精力放在产品创新上，而不是重复适配。`;

export const ALLIANCE_PILLARS = [
  {
    title: '统一标准',
    text: '推动 Matter、Zigbee 3.0、Thread 等开放协议在国内落地，制定设备接入、配网与场景联动的团体规范，减少重复适配。',
  },
  {
    title: '互联互通',
    text: '建设联盟互通实验室，成员设备在上市前完成跨品牌、跨平台联调，让消费者买到「开箱即连」的产品。',
  },
  {
    title: '安全可信',
    text: '共建设备安全基线：默认密码强制修改、固件签名升级、数据加密传输与最小化采集，守护每一个家庭的隐私。',
  },
] as const;

export type TBenefitIcon = 'traffic' | 'lab' | 'standard' | 'procurement' | 'market' | 'training';

export const MEMBER_BENEFITS: { icon: TBenefitIcon; title: string; text: string }[] = [
  {
    icon: 'traffic',
    title: '商城流量扶持',
    text: '成员商品优先进入首页精选市场、智慧生活与分类楼层推荐位，获得联盟专属标识。',
  },
  {
    icon: 'lab',
    title: '互通认证测试',
    text: '免费使用联盟互通实验室，一次送测覆盖多协议、多生态联调，出具互通测试报告。',
  },
  {
    icon: 'standard',
    title: '标准与技术共享',
    text: '参与团体标准起草，优先获取协议栈、参考设计与开发板，缩短新品研发周期。',
  },
  {
    icon: 'procurement',
    title: '采购需求直通',
    text: '企业采购频道的项目需求优先推送给成员，支持在线报价、议价与结算。',
  },
  { icon: 'market', title: '联合市场活动', text: '参加联盟年度峰会、新品发布会与「智慧生活节」大促，共享品牌曝光。' },
  {
    icon: 'training',
    title: '人才与培训',
    text: '面向安装服务商和开发者的认证培训课程，帮助成员搭建专业的交付与售后团队。',
  },
];

export const JOIN_STEPS = [
  { title: '提交申请', text: '填写企业信息、主营产品与所用通信协议，上传营业执照。' },
  { title: '资质审核', text: '联盟秘书处在 5 个工作日内完成资质审核，并安排技术对接。' },
  { title: '互通测试', text: '送测 1-2 款代表性产品，完成基础互通与安全基线测试。' },
  { title: '签约授牌', text: '签署成员协议，获得联盟成员证书与商城联盟标识，享受全部权益。' },
] as const;

export const MEMBER_TIERS = [
  { name: '理事单位', desc: '参与联盟重大事项决策，牵头标准工作组与互通实验室建设' },
  { name: '会员单位', desc: '享受全部成员权益，参与团体标准评审与联合市场活动' },
  { name: '观察员', desc: '获取联盟资讯与技术资料，受邀参加联盟公开活动' },
] as const;
