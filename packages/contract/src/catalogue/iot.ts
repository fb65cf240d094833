/**
 * IoT attributes of a product, first-class and filterable. Each list is fixed: the server stores a
 * product's values as a bit mask where bit i is the i-th entry, so append new values, never reorder.
 */
export const IOT_PROTOCOLS = [
  'Wi-Fi',
  'Zigbee 3.0',
  'BLE Mesh',
  'Matter',
  'Thread',
  'Z-Wave',
  '4G Cat.1',
  'LoRa',
] as const;
export const IOT_ECOSYSTEMS = ['米家', 'HomeKit', '涂鸦', '天猫精灵', '小度', 'Matter'] as const;
export const IOT_POWER = ['220V', '电池', 'USB', 'PoE'] as const;
export const IOT_CERTIFICATIONS = ['CCC', 'SRRC', '进网许可'] as const;

export type TIotProtocol = (typeof IOT_PROTOCOLS)[number];
export type TIotEcosystem = (typeof IOT_ECOSYSTEMS)[number];
export type TIotPower = (typeof IOT_POWER)[number];
export type TIotCertification = (typeof IOT_CERTIFICATIONS)[number];

/** The IoT spec table of a product (detail page) and the facts shown on cards. */
export interface TIotSpec {
  protocols: TIotProtocol[];
  ecosystems: TIotEcosystem[];
  /** Needs a hub/gateway to work. */
  hubRequired: boolean;
  power: TIotPower[];
  certifications: TIotCertification[];
}

/** The filter names of the product list (query string and `queryPortalPage`). */
export const IOT_FILTERS = {
  protocol: { label: '通信协议', values: IOT_PROTOCOLS },
  ecosystem: { label: '生态平台', values: IOT_ECOSYSTEMS },
  power: { label: '供电方式', values: IOT_POWER },
  certification: { label: '认证', values: IOT_CERTIFICATIONS },
} as const;

/** Values → bit mask (bit i = list[i]). Unknown values are ignored. */
export function toMask<T extends string>(list: readonly T[], values: readonly T[]): number {
  let mask = 0;
  for (const value of values) {
    const i = list.indexOf(value);
    if (i >= 0) mask |= 1 << i;
  }
  return mask;
}

/** Bit mask → values, in list order. */
export function fromMask<T extends string>(list: readonly T[], mask: number): T[] {
  return list.filter((_, i) => (mask & (1 << i)) !== 0);
}

/** The IoT facts as labelled rows (the detail page's table, the console's review). */
export function iotSpecRows(iot: TIotSpec): { label: string; values: string[] }[] {
  return [
    { label: '通信协议', values: iot.protocols },
    { label: '兼容生态', values: iot.ecosystems },
    { label: '是否需要网关', values: [iot.hubRequired ? '需要网关' : '无需网关'] },
    { label: '供电方式', values: iot.power },
    { label: '认证', values: iot.certifications },
  ];
}
