import type { TIotProtocol } from '@mall/contract';

/**
 * What a buyer needs to know about each protocol of the contract's fixed list (`IOT_PROTOCOLS`). The
 * record type makes a protocol added to the contract fail to compile here until it is described.
 */
export const PROTOCOL_NOTES: Record<TIotProtocol, { hub: string; power: string; devices: string; summary: string }> = {
  'Wi-Fi': {
    hub: '不需要，直连路由器',
    power: '较高',
    devices: '插座、摄像头、扫地机、空调伴侣等插电设备',
    summary: '直连家庭路由器，无需网关，带宽高，适合插电和音视频设备。',
  },
  'Zigbee 3.0': {
    hub: '需要 Zigbee 网关',
    power: '很低',
    devices: '门窗传感器、人体传感器、温湿度计、无线开关',
    summary: '低功耗自组网，一节纽扣电池可用一到两年，插电设备自动充当中继。',
  },
  'BLE Mesh': {
    hub: '需要蓝牙 Mesh 网关',
    power: '低',
    devices: '灯具、开关、窗帘电机等组网设备',
    summary: '基于蓝牙的多跳组网，配网简单，适合灯光与开关的大规模联动。',
  },
  Matter: {
    hub: '需要 Matter 控制器',
    power: '视承载网络',
    devices: '跨品牌互通的灯具、插座、传感器',
    summary: '跨生态的应用层标准，一台设备可同时接入多个平台，本地控制更可靠。',
  },
  Thread: {
    hub: '需要 Thread 边界路由器',
    power: '很低',
    devices: '电池供电的门锁、传感器，常与 Matter 一起使用',
    summary: '基于 IPv6 的低功耗网状网络，是 Matter 设备首选的承载网络。',
  },
  'Z-Wave': {
    hub: '需要 Z-Wave 网关',
    power: '低',
    devices: '海外常见的安防与照明设备',
    summary: '工作在 Sub-GHz 频段，穿墙能力强，海外智能安防市场应用广泛。',
  },
  '4G Cat.1': {
    hub: '不需要，插卡直连',
    power: '中等',
    devices: '户外摄像头、定位器、无 Wi-Fi 场所的设备',
    summary: '蜂窝网络直连云端，适合没有宽带覆盖的户外、车载和工地场景。',
  },
  LoRa: {
    hub: '需要 LoRa 网关',
    power: '极低',
    devices: '园区、农业等远距离抄表与监测',
    summary: '数公里级远距离、极低功耗，适合园区抄表、农业与环境监测。',
  },
};
